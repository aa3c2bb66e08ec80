// ISO/IEC 14496-14 5.6 ESDBox 'esds': a FullBox holding an ES_Descriptor of ISO/IEC 14496-1 7.2.6.5,
// whose DecoderConfigDescriptor (7.2.6.6) names the coding (objectTypeIndication) and carries the
// DecoderSpecificInfo (7.2.6.7; for MPEG-4 audio, the AudioSpecificConfig).
import { BitReader } from "../../../bits/bit-reader";
import { audioSpecificConfigStream } from "../../../codecs/aac";
import { vorbisSetupHeadersStream } from "../../../codecs/vorbis";
import type { AudioStream } from "../../../schema";
import type { SampleEntryBox } from "../box-descriptor";
import { fullBoxHeader } from "../box-fields";
import { mpeg4VisualConfigurationFields, withCodecAudioFields } from "../codec-configuration";
import {
  AUDIO_OBJECT_TYPE_FORMATS,
  AUDIO_SPECIFIC_CONFIG_OBJECT_TYPES,
  VISUAL_OBJECT_TYPE,
  VORBIS_OBJECT_TYPE,
} from "../tables/object-type-indications";

export interface DecoderConfigDescriptor {
  objectTypeIndication: number;
  /** The fields after objectTypeIndication are absent only from a descriptor cut by the end of a truncated file. */
  streamType?: number;
  bufferSizeDB?: number;
  maxBitrate?: number;
  avgBitrate?: number;
}

/** streamType(6), upStream(1), reserved(1), bufferSizeDB(24), maxBitrate(32), avgBitrate(32). */
const DECODER_CONFIG_FIELDS_BITS = 8 + 24 + 32 + 32;

export interface ElementaryStreamDescriptor {
  ES_ID: number;
  decoderConfig?: DecoderConfigDescriptor;
  decoderSpecificInfo?: Uint8Array;
}

// ISO/IEC 14496-1 Table 1: class tags.
const ES_DESCR_TAG = 0x03;
const DECODER_CONFIG_DESCR_TAG = 0x04;
const DEC_SPECIFIC_INFO_TAG = 0x05;

function parseEsds(payload: Uint8Array): ElementaryStreamDescriptor {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  const es = readDescriptorHeader(reader);
  if (es.tag !== ES_DESCR_TAG) throw new RangeError(`esds holds descriptor tag ${es.tag}, not an ES_Descriptor`);
  const ES_ID = reader.u(16);
  const streamDependenceFlag = reader.flag();
  const URL_Flag = reader.flag();
  const OCRstreamFlag = reader.flag();
  reader.skip(5); // streamPriority
  if (streamDependenceFlag) reader.skip(16); // dependsOn_ES_ID
  if (URL_Flag) reader.skip(reader.u(8) * 8); // URLlength, URLstring
  if (OCRstreamFlag) reader.skip(16); // OCR_ES_Id
  const result: ElementaryStreamDescriptor = { ES_ID };
  const end = es.end;
  while (reader.bytePosition + 2 <= end) {
    const descriptor = readDescriptorHeader(reader);
    if (descriptor.tag === DECODER_CONFIG_DESCR_TAG) {
      const objectTypeIndication = reader.u(8);
      // A movie cut inside the descriptor still names the coding.
      if (reader.bitsLeft < DECODER_CONFIG_FIELDS_BITS) return { ...result, decoderConfig: { objectTypeIndication } };
      result.decoderConfig = {
        objectTypeIndication,
        streamType: reader.u(6),
        bufferSizeDB: (reader.skip(2), reader.u(24)), // upStream, reserved
        maxBitrate: reader.u(32),
        avgBitrate: reader.u(32),
      };
      // DecoderSpecificInfo, when present, is the first descriptor inside the DecoderConfigDescriptor.
      if (reader.bytePosition + 2 <= descriptor.end) {
        const info = readDescriptorHeader(reader);
        if (info.tag === DEC_SPECIFIC_INFO_TAG)
          result.decoderSpecificInfo = payload.subarray(reader.bytePosition, info.end);
      }
      return result;
    }
    reader.skip((descriptor.end - reader.bytePosition) * 8);
  }
  return result;
}

/** A descriptor's tag(8) and its sizeOfInstance, coded in 1–4 bytes of 7 bits (ISO/IEC 14496-1 8.3.3). */
function readDescriptorHeader(reader: BitReader): { tag: number; end: number } {
  const tag = reader.u(8);
  let size = 0;
  for (let i = 0; i < 4; i++) {
    const nextByte = reader.flag();
    size = size * 128 + reader.u(7);
    if (!nextByte) break;
  }
  return { tag, end: reader.bytePosition + size };
}

export const esdsBox: SampleEntryBox<ElementaryStreamDescriptor> = {
  type: "esds",
  parse: parseEsds,
  videoConfiguration(stream, { decoderConfig, decoderSpecificInfo }, { diagnostics }) {
    if (decoderConfig?.objectTypeIndication !== VISUAL_OBJECT_TYPE || !decoderSpecificInfo) return stream;
    return { ...stream, ...mpeg4VisualConfigurationFields(decoderSpecificInfo, diagnostics) };
  },
  /** The coding (objectTypeIndication), its configuration (AudioSpecificConfig, Vorbis headers) and its bit rate. */
  audio(stream, { ES_ID, decoderConfig, decoderSpecificInfo }, { entry, extension, diagnostics }) {
    if (!decoderConfig) return stream;
    extension.push({ type: "esds", ES_ID, ...decoderConfig });
    const { objectTypeIndication, avgBitrate } = decoderConfig;
    let result: AudioStream = { ...stream, format: AUDIO_OBJECT_TYPE_FORMATS[objectTypeIndication] ?? stream.format };
    if (AUDIO_SPECIFIC_CONFIG_OBJECT_TYPES.has(objectTypeIndication) && decoderSpecificInfo) {
      result = withCodecAudioFields(
        result,
        audioSpecificConfigStream(decoderSpecificInfo, diagnostics, entry.channelcount),
      );
    } else if (objectTypeIndication === VORBIS_OBJECT_TYPE && decoderSpecificInfo) {
      result = withCodecAudioFields(result, vorbisSetupHeadersStream(decoderSpecificInfo, diagnostics));
    }
    if (avgBitrate) result.bit_rate = avgBitrate;
    return result;
  },
};
