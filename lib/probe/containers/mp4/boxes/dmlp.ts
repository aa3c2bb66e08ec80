// Dolby TrueHD in ISO base media files (Dolby "Dolby TrueHD (MLP) bitstreams within the ISO base media
// file format" 2.2): MLPSpecificBox 'dmlp' { format_info(32), peak_data_rate(15), reserved(1), reserved(32) }.
// format_info is that of the stream's major_sync_info, so the same reading serves both.
import { BitReader } from "../../../bits/bit-reader";
import { majorSyncStream, parseFormatInfo, TRUEHD_FORMAT_SYNC, type MajorSyncInfo } from "../../../codecs/truehd";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

const DMLP_BYTES = 10;

/** The box as a major sync of a TrueHD stream ('mlpa' carries TrueHD), or undefined when too short. */
function parseDmlp(payload: Uint8Array): MajorSyncInfo | undefined {
  if (payload.length < DMLP_BYTES) return undefined;
  const reader = new BitReader(payload);
  const format_info = parseFormatInfo(reader, TRUEHD_FORMAT_SYNC);
  const peak_data_rate = reader.u(15);
  return { format_sync: TRUEHD_FORMAT_SYNC, format_info, variable_rate: true, peak_data_rate, substreams: 0 };
}

export const dmlpBox: SampleEntryBox<MajorSyncInfo | undefined> = {
  type: "dmlp",
  parse: parseDmlp,
  audio: (stream, sync) =>
    withCodecAudioFields(
      stream,
      sync && majorSyncStream(sync, "mlpa", "MLPSpecificBox dmlp (Dolby TrueHD in ISO BMFF)"),
    ),
};
