// How the pass reads a movie track's samples, from its sample entry (ISO/IEC 14496-12 8.5.2): H.264 and
// HEVC by their decoder configuration record (ISO/IEC 14496-15 5.3.3.1, 8.3.3.1: the NAL unit length size
// and the parameter sets that 'avc1'/'hvc1' keep out of the samples), MPEG-2 video as a start code stream.
import type { InlineBox } from "../../containers/mp4/box-header";
import { parseAvcC } from "../../containers/mp4/boxes/avcC";
import { parseHvcC } from "../../containers/mp4/boxes/hvcC";
import { parseVisualSampleEntry } from "../../containers/mp4/boxes/visual-sample-entry";
import type { SampleCoding } from "../sample-track-analysis";

/** QuickTime's MPEG-2 video sample description (a start code stream, as 'mp4v' with an MPEG-2 objectTypeIndication). */
const QUICKTIME_MPEG2_VIDEO = "m2v1";

/** The coding of a video track whose stream `format` the probe gave, or undefined when the pass does not read it. */
export function movieTrackCoding(format: string, entry: InlineBox): SampleCoding | undefined {
  if (format === "mp2v" || format === QUICKTIME_MPEG2_VIDEO) return { format: "mp2v" };
  // An encrypted track's samples (ISO/IEC 23001-7 'encv') cannot be read without its keys.
  if ((format !== "avc1" && format !== "hvc1") || entry.type === "encv") return undefined;
  try {
    const boxes = parseVisualSampleEntry(entry.type, entry.payload, []).boxes;
    const avcC = boxes.find((box) => box.type === "avcC");
    if (format === "avc1" && avcC) {
      const { record, sequenceParameterSets } = parseAvcC(avcC.payload);
      return { format, lengthSize: record.lengthSizeMinusOne + 1, parameterSets: sequenceParameterSets };
    }
    const hvcC = boxes.find((box) => box.type === "hvcC");
    if (format === "hvc1" && hvcC) {
      const { record, nalUnits } = parseHvcC(hvcC.payload);
      return { format, lengthSize: record.lengthSizeMinusOne + 1, parameterSets: nalUnits.map((nal) => nal.unit) };
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return undefined;
}
