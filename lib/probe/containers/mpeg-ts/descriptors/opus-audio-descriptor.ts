// opus_audio_descriptor(): an extension_descriptor (descriptor_tag 0x7F, ETSI EN 300 468 6.2.16) with
// descriptor_tag_extension 0x80, as the Opus transport draft (ETSI TS "Opus Interactive Audio Codec,
// Transport Multiplexing Standard", v0.1.3, 6.1) defines it and ffmpeg's mpegts muxer writes it: one
// channel_config_code byte, the stream's only channel description in a TS (Opus has no OpusHead there).
import { EXTENSION_DESCRIPTOR_TAG, type DescriptorSyntax } from "./descriptor-syntax";

const OPUS_AUDIO_DESCRIPTOR_TAG_EXTENSION = 0x80;

export interface OpusAudioDescriptor {
  /** 0x00: dual mono; 0x01–0x08: that many channels in Vorbis order; 0x81–0x88: (code & 0x0F) channels, no defined order. */
  channel_config_code: number;
}

/** `body` is the extension descriptor's body, starting with descriptor_tag_extension. */
function parseOpusAudioDescriptor(body: Uint8Array): OpusAudioDescriptor | undefined {
  if (body.length < 2 || body[0] !== OPUS_AUDIO_DESCRIPTOR_TAG_EXTENSION) return undefined;
  return { channel_config_code: body[1]! };
}

export const opusAudioDescriptor: DescriptorSyntax<OpusAudioDescriptor> = {
  name: "opus_audio_descriptor",
  descriptor_tag: EXTENSION_DESCRIPTOR_TAG,
  descriptor_tag_extension: OPUS_AUDIO_DESCRIPTOR_TAG_EXTENSION,
  parse: parseOpusAudioDescriptor,
};
