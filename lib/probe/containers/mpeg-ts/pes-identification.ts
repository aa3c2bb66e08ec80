// Streams of a transport stream without PSI (a segment cut from the middle of a broadcast): what a PID
// carries, told by its PES packet's stream_id (ISO/IEC 13818-1 Table 2-22) and by the payload's own
// headers (start codes, audio syncwords, teletext's data_identifier), as a raw elementary stream is told (elementary-signatures.ts).
import { STREAM_TYPES, type CodecId, type StreamIdentity } from "../../tables/mpeg-stream-types";
import { candidateCodecs } from "../elementary/elementary-signatures";
import { parsePesPacketHeader } from "../mpeg-pes/pes-packet-header";
import { identifyProgramStream } from "../mpeg-ps/stream-id-identity";

const PRIVATE_STREAM_1 = 0xbd;
const isAudioId = (stream_id: number) => stream_id >= 0xc0 && stream_id <= 0xdf;
const isVideoId = (stream_id: number) => stream_id >= 0xe0 && stream_id <= 0xef;

/** The stream_type a payload's own header stands for, kind by kind. */
const STREAM_TYPE_OF: Readonly<Partial<Record<CodecId, number>>> = {
  mp2v: 0x02,
  h264: 0x1b,
  hevc: 0x24,
  "mpeg-audio": 0x03,
  aac: 0x0f,
  ac3: 0x81,
  dts: 0x82,
};
const LATM_SYNC = 0x56;

/**
 * EBU data in private_stream_1 (ETSI EN 300 472 4.3, EN 301 775 4.4): data_identifier 0x10–0x1F, then data
 * units of EBU teletext (data_unit_id 0x02, or 0x03 for subtitles) or stuffing (0xFF), each 44 bytes long.
 */
const EBU_TELETEXT: StreamIdentity = {
  kind: "subtitle",
  format: "ttxt",
  name: "EBU teletext (ETSI EN 300 472), from its PES data_identifier",
};
const isEbuData = (data: Uint8Array) =>
  data.length >= 3 && data[0]! >= 0x10 && data[0]! <= 0x1f && [0x02, 0x03, 0xff].includes(data[1]!) && data[2] === 0x2c;

/**
 * The identity of a PID whose packet starts a PES packet (`payload` from its packet_start_code_prefix);
 * undefined when it is no PES packet of audio, video or private_stream_1.
 */
export function identifyPesPayload(payload: Uint8Array): StreamIdentity | undefined {
  const header = parsePesPacketHeader(payload);
  if (!header) return undefined;
  const { stream_id } = header;
  if (!isAudioId(stream_id) && !isVideoId(stream_id) && stream_id !== PRIVATE_STREAM_1) return undefined;
  const data = payload.subarray(header.payloadOffset);
  for (const codec of candidateCodecs(data)) {
    const streamType = codec === "aac" && data[0] === LATM_SYNC ? 0x11 : STREAM_TYPE_OF[codec];
    const identity = streamType === undefined ? undefined : STREAM_TYPES[streamType];
    // The payload's kind must match the stream_id's: a video PES packet's bytes can look like a syncword.
    if (
      identity &&
      (stream_id === PRIVATE_STREAM_1
        ? identity.kind === "audio"
        : isVideoId(stream_id) === (identity.kind === "video"))
    ) {
      return identity;
    }
  }
  if (stream_id === PRIVATE_STREAM_1) return isEbuData(data) ? EBU_TELETEXT : STREAM_TYPES[0x06];
  return identifyProgramStream(stream_id, undefined);
}
