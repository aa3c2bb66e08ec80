// The video rules of a delivery spec (docs/delivery-specs.md, "video"), checked on each video stream.
import { formatBitRate, formatChromaSubsampling } from "../annotate";
import type { ContainerProbe, VideoStream } from "../schema";
import { streamProfile } from "../summary/stream-line";
import { inRange, list, notAnalysed, oneOf, rangeText, verdict } from "./rule-result";
import type { DeliverySpec, RuleResult } from "./spec-schema";

type VideoRules = NonNullable<DeliverySpec["video"]>;

export function checkVideo(rules: VideoRules, probe: ContainerProbe): RuleResult[] {
  const results: RuleResult[] = [];
  if (rules.count)
    results.push(
      verdict(
        "video.count",
        "video",
        rangeText(rules.count),
        String(probe.video.length),
        inRange(probe.video.length, rules.count),
      ),
    );
  probe.video.forEach((stream, index) => results.push(...streamRules(rules, stream, `video[${index}]`, probe)));
  if (probe.video.length === 0 && Object.keys(rules).some((key) => key !== "count")) {
    results.push(verdict("video", "video", "a video stream", "none", false));
  }
  return results;
}

function streamRules(rules: VideoRules, stream: VideoStream, at: string, probe: ContainerProbe): RuleResult[] {
  const results: RuleResult[] = [];
  const check = (
    rule: string,
    field: string,
    expected: string,
    measured: string | undefined,
    passes: () => boolean,
    why?: string,
  ) =>
    results.push(
      verdict(`video.${rule}`, `${at}.${field}`, expected, measured, measured !== undefined && passes(), why),
    );
  // `High@L4.1` (H.264), `Main 10@L4.1@Main` (HEVC, with its tier), `4:2:2@Main` (MPEG-2).
  const [profile, codedLevel] = (streamProfile(stream) ?? "").split("@");
  const level = codedLevel?.replace(/^L(?=\d)/, "");
  if (rules.codec)
    check("codec", "format", oneOf(list(rules.codec)), stream.format.trim(), () =>
      list(rules.codec!).includes(stream.format.trim()),
    );
  if (rules.profile)
    check("profile", "properties", oneOf(list(rules.profile)), profile || undefined, () =>
      list(rules.profile!).some((p) => same(p, profile!)),
    );
  if (rules.level)
    check("level", "properties", oneOf(list(rules.level)), level || undefined, () =>
      list(rules.level!).some((l) => same(l.replace(/^L(?=\d)/, ""), level!)),
    );
  if (rules.width)
    check("width", "width", String(rules.width), stream.width?.toString(), () => stream.width === rules.width);
  if (rules.height)
    check("height", "height", String(rules.height), stream.height?.toString(), () => stream.height === rules.height);
  const scan =
    stream.field_order === undefined ? undefined : stream.field_order === "progressive" ? "progressive" : "interlaced";
  if (rules.scan) check("scan", "field_order", rules.scan, scan, () => scan === rules.scan);
  if (rules.field_order)
    check(
      "field_order",
      "field_order",
      rules.field_order,
      stream.field_order,
      () => stream.field_order === rules.field_order,
    );
  const rate =
    stream.sample_rate && stream.sample_rate.denominator > 0
      ? stream.sample_rate.numerator / stream.sample_rate.denominator
      : undefined;
  if (rules.frame_rate) {
    const allowed = list(rules.frame_rate);
    check(
      "frame_rate",
      "sample_rate",
      `${oneOf(allowed)} fps`,
      rate === undefined ? undefined : `${round(rate)} fps`,
      () => allowed.some((text) => Math.abs(frameRate(text) - rate!) < 0.005),
    );
  }
  if (rules.bit_depth)
    check(
      "bit_depth",
      "bit_depth",
      `${rules.bit_depth}-bit`,
      stream.bit_depth ? `${stream.bit_depth}-bit` : undefined,
      () => stream.bit_depth === rules.bit_depth,
    );
  const chroma = stream.chroma_subsampling && formatChromaSubsampling(stream.chroma_subsampling);
  if (rules.chroma_subsampling)
    check(
      "chroma_subsampling",
      "chroma_subsampling",
      rules.chroma_subsampling,
      chroma,
      () => chroma === rules.chroma_subsampling,
    );
  if (rules.bit_rate) results.push(bitRate(rules.bit_rate, stream, at));
  if (rules.gop) results.push(...gopRules(rules.gop, stream, at, probe));
  return results;
}

function bitRate(range: { min?: number; max?: number }, stream: VideoStream, at: string): RuleResult {
  const measured = stream.analysis?.bitrate?.measured_average;
  const value = measured ?? stream.bit_rate;
  const field = measured !== undefined ? `${at}.analysis.bitrate.measured_average` : `${at}.bit_rate`;
  const expected = [
    range.min && `at least ${formatBitRate(range.min)}`,
    range.max && `at most ${formatBitRate(range.max)}`,
  ]
    .filter(Boolean)
    .join(", ");
  const label = measured !== undefined ? "measured" : "header";
  return verdict(
    "video.bit_rate",
    field,
    expected,
    value === undefined ? undefined : `${formatBitRate(value)} (${label})`,
    value !== undefined && inRange(value, range),
  );
}

function gopRules(
  rules: NonNullable<VideoRules["gop"]>,
  stream: VideoStream,
  at: string,
  probe: ContainerProbe,
): RuleResult[] {
  const gop = stream.analysis?.gop;
  const why = notAnalysed(probe, "gop");
  const field = `${at}.analysis.gop`;
  const results: RuleResult[] = [];
  const length = gop?.length_frames;
  if (rules.max_length_frames)
    results.push(
      verdict(
        "video.gop.max_length_frames",
        `${field}.length_frames.max`,
        `at most ${rules.max_length_frames} frames`,
        length && `${length.max} frames`,
        !!length && length.max <= rules.max_length_frames,
        why,
      ),
    );
  if (rules.length_frames)
    results.push(
      verdict(
        "video.gop.length_frames",
        `${field}.length_frames.typical`,
        `${rules.length_frames} frames`,
        length && `${length.typical} frames`,
        length?.typical === rules.length_frames,
        why,
      ),
    );
  if (rules.closed !== undefined) {
    const measured = gop && `${gop.closed} closed, ${gop.open} open`;
    results.push(
      verdict(
        "video.gop.closed",
        `${field}.open`,
        rules.closed ? "closed GOPs only" : "open GOPs allowed",
        measured,
        !rules.closed || gop?.open === 0,
        why,
      ),
    );
  }
  if (rules.regular !== undefined)
    results.push(
      verdict(
        "video.gop.regular",
        `${field}.regular`,
        rules.regular ? "a fixed GOP length" : "any GOP length",
        gop?.regular?.toString(),
        !rules.regular || gop?.regular === true,
        why,
      ),
    );
  if (rules.max_b_frames !== undefined)
    results.push(
      verdict(
        "video.gop.max_b_frames",
        `${field}.max_b_frames`,
        `at most ${rules.max_b_frames}`,
        gop?.max_b_frames.toString(),
        (gop?.max_b_frames ?? Infinity) <= rules.max_b_frames,
        why,
      ),
    );
  return results;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const round = (rate: number) => Math.round(rate * 1000) / 1000;

/** "25", "29.97", "30000/1001" → frames per second. */
function frameRate(text: string): number {
  const [numerator, denominator] = text.split("/").map(Number);
  return numerator! / (denominator ?? 1);
}
