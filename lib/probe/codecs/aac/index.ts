// AAC, ISO/IEC 13818-7 and 14496-3: ADTS and LATM/LOAS framing, and AudioSpecificConfig (for esds, MXF).
import { BitReader } from "../../bits/bit-reader";
import type { AudioStream } from "../../schema";
import type { AudioCodec } from "../codec";
import { countWholeFrames, findSyncedFrame, type FrameTiming } from "../frame-sync";
import { parseAdtsHeader } from "./adts-header";
import { type AudioSpecificConfig, parseAudioSpecificConfig } from "./audio-specific-config";
import { aacAudioStream, adtsAudioSpecificConfig, implicitSbrAudioSpecificConfig } from "./audio-stream";
import { adtsImplicitSignalling, type ImplicitSignalling, latmImplicitSignalling } from "./implicit-signalling";
import { parseLoasFrame } from "./loas-frame";
import { countLoasFrames } from "./loas-frame-count";
import { SAMPLING_FREQUENCIES } from "./sampling-frequencies";

export { parseLoasFrame } from "./loas-frame";
export { aacAudioStream } from "./audio-stream";

/** How many LOAS frames to look through for one that carries its StreamMuxConfig. */
const MAX_LOAS_FRAMES = 64;

/**
 * The stream an AudioSpecificConfig describes (an esds DecoderSpecificInfo, an MXF descriptor, a Matroska
 * CodecPrivate). `containerChannels`, the channel count the container declares, settles what the config
 * cannot say: PS may be signalled only implicitly, inside the SBR data of a mono core (ISO/IEC 14496-3
 * 1.6.5, implicit signalling), so a stereo container over a mono SBR config holds HE-AAC v2.
 */
export function audioSpecificConfigStream(
  bytes: Uint8Array,
  diagnostics: string[],
  containerChannels?: number,
): AudioStream | undefined {
  let config: AudioSpecificConfig;
  try {
    config = parseAudioSpecificConfig(new BitReader(bytes), bytes.length * 8);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`AAC: AudioSpecificConfig of ${bytes.length} bytes is truncated`);
    return undefined;
  }
  const implicitPs =
    config.sbrPresentFlag && !config.psPresentFlag && config.channelConfiguration === 1 && containerChannels === 2;
  return aacAudioStream(implicitPs ? { ...config, psPresentFlag: true } : config, {
    type: "mp4a",
    ...config,
    $annotation: { type: "AudioSpecificConfig (ISO/IEC 14496-3 1.6.2.1)" },
  });
}

function parseAdts(elementaryStream: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const frame = findSyncedFrame(elementaryStream, parseAdtsHeader);
  if (!frame) return undefined;
  const { frameLength, ...fields } = frame.header;
  const header = adtsAudioSpecificConfig(frame.header);
  // The ADTS header describes the AAC core only: SBR and PS are signalled implicitly, in the raw data (1.6.5.2).
  const signalling = adtsImplicitSignalling(elementaryStream, frame.offset, diagnostics);
  const pce = signalling?.program_config_element;
  const core = pce && header.channelConfiguration === 0 ? { ...header, program_config_element: pce } : header;
  return aacAudioStream(
    signalling?.sbrPresentFlag ? implicitSbrAudioSpecificConfig(core, signalling.psPresentFlag) : core,
    {
      type: "mp4a",
      ...fields,
      ...signalling,
      $annotation: { type: "ADTS header (ISO/IEC 13818-7 6.2)" },
    },
  );
}

function parseLoas(elementaryStream: Uint8Array, diagnostics: string[]): AudioStream | undefined {
  const first = findSyncedFrame(elementaryStream, parseLoasFrame);
  let offset = first?.offset ?? elementaryStream.length;
  for (let count = 0; count < MAX_LOAS_FRAMES && offset < elementaryStream.length; count++) {
    const frame = parseLoasFrame(elementaryStream, offset);
    if (!frame) return undefined;
    if (frame.streamMuxConfig) {
      const { audioSpecificConfig, ...muxFields } = frame.streamMuxConfig;
      const signalling = mayBeImplicit(audioSpecificConfig)
        ? latmImplicitSignalling(elementaryStream, offset, frame.streamMuxConfig, diagnostics)
        : undefined;
      return aacAudioStream(withImplicitSignalling(audioSpecificConfig, signalling), {
        type: "mp4a",
        ...muxFields,
        ...audioSpecificConfig,
        ...(signalling && { implicitSignalling: signalling }),
        $annotation: { type: "LATM StreamMuxConfig (ISO/IEC 14496-3 1.7.3)" },
      });
    }
    offset += frame.frameLength;
  }
  return undefined;
}

/** A config that leaves SBR unsaid, or PS over a mono SBR core, may have them signalled implicitly (1.6.5.2). */
const mayBeImplicit = (config: AudioSpecificConfig) =>
  !config.sbrPresentFlag || (!config.psPresentFlag && config.channelConfiguration === 1);

function withImplicitSignalling(
  config: AudioSpecificConfig,
  signalling: ImplicitSignalling | undefined,
): AudioSpecificConfig {
  if (!signalling?.sbrPresentFlag) return config;
  return config.sbrPresentFlag
    ? { ...config, psPresentFlag: signalling.psPresentFlag }
    : implicitSbrAudioSpecificConfig(config, signalling.psPresentFlag);
}

/** An ADTS frame's timing: 1024 samples of the core per raw_data_block (ISO/IEC 14496-3 1.A.2.2.1, 4.5.1.1). */
function adtsFrameTiming(bytes: Uint8Array, offset: number): FrameTiming | undefined {
  const header = parseAdtsHeader(bytes, offset);
  if (!header) return undefined;
  const samplingRate = SAMPLING_FREQUENCIES[header.sampling_frequency_index]!;
  return {
    frameLength: header.frameLength,
    samplesPerFrame: 1024 * (header.number_of_raw_data_blocks_in_frame + 1),
    samplingRate,
  };
}

export const aacCodec: AudioCodec = {
  fourcc: "mp4a",
  parse(elementaryStream, diagnostics) {
    return parseAdts(elementaryStream, diagnostics) ?? parseLoas(elementaryStream, diagnostics);
  },
  countWholeFrames: (payload) => countWholeFrames(payload, adtsFrameTiming) ?? countLoasFrames(payload),
};
