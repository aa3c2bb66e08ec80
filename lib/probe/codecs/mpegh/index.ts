// MPEG-H 3D Audio, ISO/IEC 23008-3: MHAS packets (clause 14) carrying mpegh3daConfig (5.2.2) and audio
// frames. Read from raw .mhas streams and TS stream_type 0x2D/0x2E; `readMpegh3daConfig` and
// `mpegh3daConfigStream` also serve a sample entry's MHADecoderConfigurationRecord (mha1, mhaC).
import type { AudioStream } from "../../schema";
import type { AudioCodec } from "../codec";
import type { FrameCount } from "../frame-sync";
import { mpegh3daConfigStream } from "./audio-stream";
import { PACTYP_MPEGH3DACFG, PACTYP_MPEGH3DAFRAME } from "./mhas-packet";
import { mhasPackets } from "./mhas-stream";
import { type Mpegh3daConfig, readMpegh3daConfig } from "./mpegh3da-config";

export { readMpegh3daConfig, type Mpegh3daConfig } from "./mpegh3da-config";
export { mpegh3daConfigStream } from "./audio-stream";
export { parseMhasPacket, PACTYP_MPEGH3DACFG, PACTYP_MPEGH3DAFRAME } from "./mhas-packet";

function firstConfig(bytes: Uint8Array, diagnostics: string[]): Mpegh3daConfig | undefined {
  for (const packet of mhasPackets(bytes)) {
    if (packet.MHASPacketType !== PACTYP_MPEGH3DACFG) continue;
    const config = readMpegh3daConfig(bytes.subarray(packet.payloadOffset, packet.end), diagnostics);
    if (config) return config;
  }
  return undefined;
}

function parseMhas(elementaryStream: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const config = firstConfig(elementaryStream, diagnostics);
  return config && mpegh3daConfigStream("mhm1", config);
}

/** Each PACTYP_MPEGH3DAFRAME packet is one access unit of outputFrameLength samples (5.2.2.1, 14.4.3). */
function countMhasFrames(payload: Uint8Array): FrameCount | undefined {
  const config = firstConfig(payload, []);
  if (!config?.samplingFrequency || !config.outputFrameLength) return undefined;
  const count: FrameCount = { frames: 0, seconds: 0, bytes: 0 };
  for (const packet of mhasPackets(payload)) {
    count.bytes = packet.end;
    if (packet.MHASPacketType !== PACTYP_MPEGH3DAFRAME) continue;
    count.frames++;
    count.seconds += config.outputFrameLength / config.samplingFrequency;
  }
  return count.frames > 0 ? count : undefined;
}

export const mpeghCodec: AudioCodec = { fourcc: "mhm1", parse: parseMhas, countWholeFrames: countMhasFrames };
