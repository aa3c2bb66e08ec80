// DTS in MP4 (ETSI TS 102 114 Annex E: sample entries dtsc, dtsh, dtsl, dtse; or mp4a with an esds
// objectTypeIndication 0xA9–0xAC, as ffmpeg writes it): the sample entry's channelcount is not the
// stream's, so the core frame header of the first sample tells channels, rate and LFE.
import { annotateAudioStream } from "../../annotate";
import { dtsCodec } from "../../codecs/dts";
import type { BlockReader } from "../../io/block-reader";
import type { AudioStream } from "../../schema";
import { withCodecAudioFields } from "./codec-configuration";
import type { Track } from "./movie";

const DTS_FORMATS = new Set(["dtsc", "dtsh", "dtsl", "dtse"]);
/** The largest core frame (16,384 bytes) and an extension substream after it. */
const FIRST_SAMPLE_BYTES = 64 * 1024;

export async function withDtsFrameHeader(stream: AudioStream, track: Track, reader: BlockReader): Promise<AudioStream> {
  const offset = track.stco?.first_chunk_offset;
  if (!DTS_FORMATS.has(stream.format) || offset === undefined) return stream;
  const codec = dtsCodec.parse(await reader.bytes(offset, FIRST_SAMPLE_BYTES), []);
  // The container's bit rate (esds, btrt) is kept: the frame's RATE field is nominal.
  return codec ? annotateAudioStream(withCodecAudioFields(stream, { ...codec, bit_rate: undefined })) : stream;
}
