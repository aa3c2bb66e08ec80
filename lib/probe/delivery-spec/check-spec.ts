// A probe result (with its analysis) checked against a delivery spec: one verdict per rule and stream,
// each with the expected and the measured value and the field it was read from (docs/delivery-specs.md).
import type { AnalysisName } from "../analysis/analysis-schema";
import type { ContainerProbe } from "../schema";
import { startTimecode } from "../summary/start-timecode";
import { checkAudio, checkLoudness } from "./audio-rules";
import { checkCaptions } from "./caption-rules";
import { scte35 } from "./scte35-rule";
import { list, oneOf, verdict } from "./rule-result";
import type { DeliveryCheck, DeliverySpec, RuleResult } from "./spec-schema";
import { checkVideo } from "./video-rules";

export function checkSpec(spec: DeliverySpec, probe: ContainerProbe): DeliveryCheck {
  const rules: RuleResult[] = [
    ...(spec.container ? [containerType(spec.container.type, probe)] : []),
    ...(spec.duration ? [duration(spec.duration, probe)] : []),
    ...(spec.timecode ? timecode(spec.timecode, probe) : []),
    ...(spec.video ? checkVideo(spec.video, probe) : []),
    ...(spec.audio ? checkAudio(spec.audio, probe) : []),
    ...(spec.loudness ? checkLoudness(spec.loudness, probe) : []),
    ...(spec.captions ? checkCaptions(spec.captions, probe) : []),
    ...(spec.scte35 ? [scte35(spec.scte35.required, probe)] : []),
  ];
  const failed = rules.filter((rule) => rule.status === "fail").length;
  const notMeasured = rules.filter((rule) => rule.status === "not_measured").length;
  return { spec: spec.name, passed: failed === 0 && notMeasured === 0, failed, not_measured: notMeasured, rules };
}

/** The analyses the spec's rules need measured: the CLI and probe jobs run them with the check. */
export function analysesFor(spec: DeliverySpec): AnalysisName[] {
  const needed: AnalysisName[] = [];
  if (spec.video?.gop) needed.push("gop");
  if (spec.captions && (spec.captions.required || spec.captions.cea608 || spec.captions.cea708))
    needed.push("captions");
  if (spec.scte35) needed.push("scte35");
  if (spec.loudness) needed.push("loudness");
  if (spec.video?.bit_rate) needed.push("bitrate");
  return needed;
}

function containerType(types: string | string[], probe: ContainerProbe): RuleResult {
  const allowed = list(types);
  const name = probe.$annotation.type ? `${probe.type} (${probe.$annotation.type})` : probe.type;
  return verdict("container.type", "type", oneOf(allowed), name, allowed.includes(probe.type));
}

function duration(range: { min?: string; max?: string }, probe: ContainerProbe): RuleResult {
  const value = probe.duration === undefined ? undefined : seconds(probe.duration);
  const expected = [range.min && `at least ${range.min}`, range.max && `at most ${range.max}`]
    .filter(Boolean)
    .join(", ");
  const passes =
    value !== undefined &&
    (range.min === undefined || value >= seconds(range.min)) &&
    (range.max === undefined || value <= seconds(range.max));
  return verdict("duration", "duration", expected, probe.duration, passes);
}

function timecode(rules: { start?: string; drop_frame?: boolean }, probe: ContainerProbe): RuleResult[] {
  const { value, field } = startTimecode(probe);
  const results: RuleResult[] = [];
  // ';' before the frames marks drop-frame (SMPTE ST 12-1); the start is compared on its digits.
  const digits = (text: string) => text.replace(/;/g, ":");
  if (rules.start)
    results.push(
      verdict(
        "timecode.start",
        field,
        rules.start,
        value,
        value !== undefined && digits(value) === digits(rules.start),
      ),
    );
  if (rules.drop_frame !== undefined) {
    const drop = value === undefined ? undefined : value.includes(";") || probe.properties.DropFrame === true;
    results.push(
      verdict(
        "timecode.drop_frame",
        field,
        rules.drop_frame ? "drop-frame" : "non-drop-frame",
        drop === undefined ? undefined : drop ? "drop-frame" : "non-drop-frame",
        drop === rules.drop_frame,
      ),
    );
  }
  return results;
}

/** HH:MM:SS[.mmm] → seconds. */
function seconds(clock: string): number {
  const [h, m, s] = clock.split(":").map(Number);
  return h! * 3600 + m! * 60 + s!;
}
