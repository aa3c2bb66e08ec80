// Cross-check of a picture descriptor against the bitstream headers at the start of its essence
// (ISO/IEC 13818-2 sequence header, ITU-T H.264 sequence parameter set, SMPTE ST 2019-1 VC-3 frame
// header): disagreements become diagnostics, and what only the bitstream says (colour description, GOP
// timecode, the VC-3 compression ID that tells DNxHR from DNxHD) fills the stream.
import { annotateVideoStream } from "../../annotate";
import type { VideoCodec } from "../../codecs/codec";
import { avcCodec } from "../../codecs/h264";
import { codestreamStart, jpeg2000Codec } from "../../codecs/jpeg2000";
import { mpeg2VideoCodec } from "../../codecs/mp2v";
import { vc3Codec } from "../../codecs/vc3";
import type { BlockReader } from "../../io/block-reader";
import type { VideoStream } from "../../schema";
import { bodyKlvs } from "./essence-walk";
import type { MxfLayout } from "./file-layout";
import { essenceTrackNumber, isEssenceElementKey } from "./keys";

const CODECS: Readonly<Record<string, VideoCodec>> = {
  mp2v: mpeg2VideoCodec,
  avc1: avcCodec,
  AVdn: vc3Codec,
  mjp2: jpeg2000Codec,
};
/** The essence coding label names VC-3 only (ST 2019-4); the frame header's compression ID tells DNxHR (AVdh). */
const FORMAT_FROM_BITSTREAM: ReadonlySet<VideoCodec> = new Set([vc3Codec]);
/**
 * A JPEG 2000 codestream's SIZ is the picture's own size (ST 422 requires the sub-descriptor and the
 * picture descriptor to repeat it): where they disagree, the codestream is what a decoder produces.
 */
const SIZE_FROM_BITSTREAM: ReadonlySet<VideoCodec> = new Set([jpeg2000Codec]);
/** Bytes of the first essence element handed to the codec: its sequence-level headers come first. */
const ESSENCE_PREFIX_BYTES = 64 * 1024;
/** Bytes searched for a JPEG 2000 codestream's start under an unknown coding label. */
const JP2_HEADER_BYTES = 2 * 1024;
/** KLVs walked to find the first element of a track (system items, other tracks' elements, fill). */
const MAX_KLVS_WALKED = 32;

const COMPARED = [
  "width",
  "height",
  "sample_rate",
  "field_order",
  "bit_depth",
  "chroma_subsampling",
  "video_range",
  "color_primaries",
  "transfer_characteristics",
  "matrix_coefficients",
] as const satisfies readonly (keyof VideoStream)[];
/** Fields taken from the bitstream when the descriptor lacks them, without comparing. */
const FILLED_ONLY = ["reference_black", "reference_white"] as const satisfies readonly (keyof VideoStream)[];

export async function crossCheckPicture(
  reader: BlockReader,
  layout: MxfLayout,
  stream: VideoStream,
  diagnostics: string[],
): Promise<VideoStream> {
  const trackNumber = stream.properties?.TrackNumber;
  if (typeof trackNumber !== "number") return stream;
  let elementStart: number | undefined;
  for await (const klv of bodyKlvs(reader, layout, MAX_KLVS_WALKED)) {
    if (isEssenceElementKey(klv.key) && essenceTrackNumber(klv.key) === trackNumber) {
      elementStart = klv.valueOffset;
      break;
    }
  }
  if (elementStart === undefined) return stream;
  const element = await reader.bytes(elementStart, ESSENCE_PREFIX_BYTES);
  // A coding label we do not know may still frame a JPEG 2000 codestream, which says what it is (SOC, SIZ),
  // at the element's start or after the boxes of a JP2 file header (ISO/IEC 15444-1 Annex I), as ffmpeg writes.
  const codec =
    CODECS[stream.format] ?? (codestreamStart(element.subarray(0, JP2_HEADER_BYTES)) >= 0 ? jpeg2000Codec : undefined);
  if (!codec) return stream;
  const coded = codec.parse(element, diagnostics);
  if (!coded) {
    diagnostics.push(
      `MXF: track ${stream.properties?.TrackID ?? "?"}: no ${codec.fourcc} headers at the start of its essence`,
    );
    return stream;
  }
  const fromBitstream = FORMAT_FROM_BITSTREAM.has(codec) || !CODECS[stream.format];
  const merged: VideoStream = { ...stream, format: fromBitstream ? coded.format : stream.format };
  if (SIZE_FROM_BITSTREAM.has(codec)) [merged.width, merged.height] = [coded.width, coded.height];
  const filled: Record<string, unknown> = merged;
  for (const field of COMPARED) {
    const inDescriptor = stream[field];
    const inBitstream = coded[field];
    if (inBitstream === undefined) continue;
    if (inDescriptor === undefined) filled[field] = inBitstream;
    else if (JSON.stringify(inDescriptor) !== JSON.stringify(inBitstream)) {
      diagnostics.push(
        `MXF: track ${stream.properties?.TrackID ?? "?"}: the descriptor gives ${field} ${show(inDescriptor)} but the ${codec.fourcc} bitstream ${show(inBitstream)}`,
      );
    }
  }
  for (const field of FILLED_ONLY)
    if (stream[field] === undefined && coded[field] !== undefined) filled[field] = coded[field];
  merged.properties = { ...coded.properties, ...stream.properties };
  merged.extension = [...(stream.extension ?? []), ...(coded.extension ?? [])];
  return annotateVideoStream({ ...merged, $annotation: undefined });
}

function show(value: unknown): string {
  if (typeof value === "object" && value !== null && "numerator" in value && "denominator" in value) {
    return `${value.numerator}/${value.denominator}`;
  }
  if (typeof value === "object" && value !== null && "horizontal" in value && "vertical" in value) {
    return `${value.horizontal}×${value.vertical}`;
  }
  return String(value);
}
