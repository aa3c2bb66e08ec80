// Codings whose sample entry does not say the stream's channels (ffmpeg writes channelcount 2 in every
// MP4 AudioSampleEntry, ISO/IEC 14496-12 12.2.3) and whose esds carries no configuration: their first
// sample's frame header does. DTS (ETSI TS 102 114 Annex E: sample entries dtsc, dtsh, dtsl, dtse; DTS-UHD dtsx; or
// mp4a with an esds objectTypeIndication 0xA9–0xAC, as ffmpeg writes it) by its core frame header, and
// MPEG audio (mp4a with objectTypeIndication 0x69 or 0x6B) by the header of its first frame.
import { annotateAudioStream } from "../../annotate";
import { dtsCodec } from "../../codecs/dts";
import { mpegAudioStream, parseMpegAudioFrameHeader } from "../../codecs/mpeg-audio";
import type { BlockReader } from "../../io/block-reader";
import type { AudioStream } from "../../schema";
import { withCodecAudioFields } from "./codec-configuration";

const DTS_FORMATS = new Set(["dtsc", "dtsh", "dtsl", "dtse", "dtsx"]);
const MPEG_AUDIO_FORMAT = "mp2l";
/** The largest DTS core frame (16,384 bytes) and an extension substream after it. */
const DTS_SAMPLE_BYTES = 64 * 1024;
/** header() of ISO/IEC 11172-3 2.4.1.3. */
const MPEG_AUDIO_HEADER_BYTES = 4;

/** The stream with the channels, rate and labels of the frame header at `offset`, the track's first sample. */
export async function withFirstFrameHeader(
  stream: AudioStream,
  offset: number | undefined,
  reader: BlockReader,
): Promise<AudioStream> {
  if (offset === undefined || offset >= reader.size) return stream;
  let codec: AudioStream | undefined;
  if (DTS_FORMATS.has(stream.format)) {
    codec = dtsCodec.parse(await reader.bytes(offset, DTS_SAMPLE_BYTES), []);
  } else if (stream.format === MPEG_AUDIO_FORMAT) {
    const header = parseMpegAudioFrameHeader(await reader.bytes(offset, MPEG_AUDIO_HEADER_BYTES), 0);
    codec = header && mpegAudioStream(header);
  }
  // The container's bit rate (esds, btrt) is kept: the frame's is nominal (DTS RATE) or one frame's (MPEG audio VBR).
  return codec ? annotateAudioStream(withCodecAudioFields(stream, { ...codec, bit_rate: undefined })) : stream;
}
