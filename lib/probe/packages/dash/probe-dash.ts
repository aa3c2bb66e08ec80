// A DASH media presentation (ISO/IEC 23009-1) → docs/api.md §2.5: one stream per Representation of every
// Period, its attributes from the MPD (inherited from its AdaptationSet, 5.3.7) and its codec fields from
// probing its first segment with its initialization segment. Requests are bounded: at most
// MAX_REPRESENTATIONS Representations are probed, each with two files at most.
import type { ProbeContext } from "../../containers/container-format";
import { ProbeError } from "../../errors";
import type { AudioStream, ContainerProbe, SubtitleStream, VideoStream } from "../../schema";
import { PackageReader, readText } from "../package-reader";
import {
  decimalFrameRate,
  languageFields,
  packageAudioStream,
  packageProbe,
  packageVideoStream,
} from "../package-streams";
import { resolveReference } from "../references";
import { attribute, childText, children, parseXml, type XmlElement } from "../xml";
import { parseIsoDuration } from "./iso-duration";
import { firstSegment } from "./segment-addressing";

/** Representations probed at most, whatever the presentation's size. */
export const MAX_REPRESENTATIONS = 16;

/** Attributes of the common group (5.3.7) a Representation inherits from its AdaptationSet. */
const COMMON_ATTRIBUTES = [
  "mimeType",
  "codecs",
  "width",
  "height",
  "frameRate",
  "audioSamplingRate",
  "sar",
  "contentType",
  "lang",
];

export async function probeDash({ source, diagnostics, siblings }: ProbeContext): Promise<ContainerProbe> {
  const reader = new PackageReader(source, siblings, diagnostics);
  const document = parseXml(await readText(source));
  if (document?.name !== "MPD") throw new ProbeError("unrecognized", `${source.name}: not a well-formed MPD`);
  const mpd = document.element;
  const dynamic = attribute(mpd, "type") === "dynamic";
  const presentationSeconds = parseIsoDuration(attribute(mpd, "mediaPresentationDuration"));
  const video: VideoStream[] = [];
  const audio: AudioStream[] = [];
  const subtitle: SubtitleStream[] = [];
  const periods = children(mpd, "Period");
  const mpdBase = withBaseUrl(reader.entryPath, mpd);
  let probed = 0;
  let representationCount = 0;

  for (const [periodIndex, period] of periods.entries()) {
    const periodSeconds =
      parseIsoDuration(attribute(period, "duration")) ?? (periods.length === 1 ? presentationSeconds : undefined);
    const periodBase = withBaseUrl(mpdBase, period);
    for (const adaptationSet of children(period, "AdaptationSet")) {
      const setBase = withBaseUrl(periodBase, adaptationSet);
      for (const representation of children(adaptationSet, "Representation")) {
        representationCount++;
        const fields = Object.fromEntries(
          COMMON_ATTRIBUTES.map((name) => [
            name,
            attribute(representation, name) ?? attribute(adaptationSet, name),
          ]).filter(([, value]) => value !== undefined),
        ) as Record<string, string>;
        const properties: Record<string, unknown> = {
          Period: attribute(period, "id") ?? periodIndex,
          ...(attribute(adaptationSet, "id") !== undefined && { AdaptationSet: attribute(adaptationSet, "id") }),
          Representation: attribute(representation, "id"),
          ...(attribute(representation, "bandwidth") !== undefined && {
            bandwidth: Number(attribute(representation, "bandwidth")),
          }),
          ...fields,
        };
        const kind = contentKind(fields);
        const language = languageFields(fields.lang);
        if (kind === "text") {
          subtitle.push({ format: fields.codecs ?? fields.mimeType ?? "text", ...language, properties });
          continue;
        }
        const segment = firstSegment(
          [period, adaptationSet, representation],
          representation,
          withBaseUrl(setBase, representation),
        );
        properties.SegmentAddressing = segment.scheme;
        const result =
          probed++ < MAX_REPRESENTATIONS
            ? await reader.probeMedia(
                segment.media,
                segment.init,
                `first segment of Representation ${properties.Representation}`,
              )
            : undefined;
        const seconds = dynamic ? undefined : periodSeconds;
        const streams = kind === "audio" ? result?.audio : result?.video;
        if (streams && streams.length > 0) {
          for (const stream of streams) {
            if (kind === "audio")
              audio.push(packageAudioStream(stream as AudioStream, { ...language, properties }, seconds));
            else video.push(packageVideoStream(stream as VideoStream, { ...language, properties }, seconds));
          }
        } else if (kind === "audio") {
          audio.push(
            packageAudioStream({ format: formatOfCodecs(fields.codecs) }, { ...language, properties }, seconds),
          );
        } else {
          video.push(packageVideoStream(videoFromAttributes(fields), { ...language, properties }, seconds));
        }
      }
    }
  }
  if (probed > MAX_REPRESENTATIONS)
    diagnostics.push(`DASH: ${representationCount} Representations; the first ${MAX_REPRESENTATIONS} are probed`);
  const properties = {
    type: dynamic ? "dynamic" : "static",
    ...(attribute(mpd, "profiles") && { profiles: attribute(mpd, "profiles") }),
    ...(attribute(mpd, "minBufferTime") && { minBufferTime: attribute(mpd, "minBufferTime") }),
    ...(attribute(mpd, "mediaPresentationDuration") && {
      mediaPresentationDuration: attribute(mpd, "mediaPresentationDuration"),
    }),
    Periods: periods.length,
  };
  const seconds = dynamic ? undefined : presentationSeconds;
  return packageProbe(
    "dash",
    "DASH",
    { size: reader.size, seconds, manifest: reader.manifest, properties },
    { video, audio, subtitle },
  );
}

/** The base a level's BaseURL (5.6) makes of its parent's: the first BaseURL, resolved against it. */
function withBaseUrl(parentBase: string, level: XmlElement): string {
  const baseUrl = childText(level, "BaseURL");
  return baseUrl === undefined ? parentBase : resolveReference(parentBase, baseUrl);
}

/** @contentType, else the media type of @mimeType, else the first codec's kind. */
function contentKind(fields: Record<string, string>): "video" | "audio" | "text" {
  const type = fields.contentType ?? fields.mimeType?.split("/")[0];
  if (type === "audio" || type === "video" || type === "text") return type;
  if (fields.mimeType === "application/ttml+xml" || /^(stpp|wvtt)/.test(fields.codecs ?? "")) return "text";
  return /^(mp4a|ac-3|ec-3|opus|flac|dts)/.test(fields.codecs ?? "") ? "audio" : "video";
}

/** The sample entry code a codecs parameter (RFC 6381) starts with. */
function formatOfCodecs(codecs: string | undefined): string {
  return codecs?.split(/[.,]/)[0]?.trim() || "unknown";
}

/** A Representation whose segment could not be probed, described by the MPD alone. */
function videoFromAttributes(fields: Record<string, string>): VideoStream {
  const rate = decimalOrFraction(fields.frameRate);
  return {
    format: formatOfCodecs(fields.codecs),
    ...(fields.width && { width: Number(fields.width) }),
    ...(fields.height && { height: Number(fields.height) }),
    ...(rate && { sample_rate: rate }),
  };
}

/** @frameRate (5.3.7.2, FrameRateType): "25", "30000/1001". */
function decimalOrFraction(text: string | undefined) {
  const fraction = /^(\d+)\/(\d+)$/.exec(text ?? "");
  return fraction ? { numerator: Number(fraction[1]), denominator: Number(fraction[2]) } : decimalFrameRate(text);
}
