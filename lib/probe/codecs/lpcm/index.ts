// Linear PCM in DVD-Video program streams (private_stream_1) and Blu-ray transport streams (stream_type 0x80).
import { BLURAY_LPCM_CHANNEL_ASSIGNMENTS, numberedChannels } from "../../tables/channels";
import type { AudioCodec } from "../codec";
import { BLURAY_LPCM_TRANSPORT, DVD_LPCM_TRANSPORT, lpcmAudioStream } from "./audio-stream";
import {
  BLURAY_LPCM_HEADER_BYTES,
  BLURAY_SAMPLE_BITS,
  BLURAY_SAMPLING_RATES,
  parseBlurayLpcmHeader,
} from "./bluray-lpcm-header";
import {
  DVD_LPCM_HEADER_BYTES,
  DVD_SAMPLE_BITS,
  DVD_SAMPLING_RATES,
  isDvdLpcmSubStream,
  parseDvdLpcmHeader,
} from "./dvd-lpcm-header";

/** `elementaryStream` starts with a private_stream_1 PES payload, sub_stream_id byte included. */
export const dvdLpcmCodec: AudioCodec = {
  fourcc: "lpcm",
  parse(elementaryStream, diagnostics) {
    if (elementaryStream.length < DVD_LPCM_HEADER_BYTES || !isDvdLpcmSubStream(elementaryStream[0]!)) return undefined;
    const header = parseDvdLpcmHeader(elementaryStream);
    const bits = DVD_SAMPLE_BITS[header.quantization_word_length];
    const sampleRate = DVD_SAMPLING_RATES[header.audio_sampling_frequency];
    if (!bits || !sampleRate) {
      diagnostics.push("DVD LPCM: reserved quantization_word_length or audio_sampling_frequency");
      return undefined;
    }
    return lpcmAudioStream(
      { sampleRate, bits, label: numberedChannels(header.number_of_audio_channels + 1), transport: DVD_LPCM_TRANSPORT },
      { type: "lpcm", ...header, $annotation: { type: "DVD-Video LPCM header" } },
    );
  },
};

/** `elementaryStream` starts with a PES payload, which starts with the 4-byte LPCM header. */
export const blurayLpcmCodec: AudioCodec = {
  fourcc: "lpcm",
  parse(elementaryStream, diagnostics) {
    if (elementaryStream.length < BLURAY_LPCM_HEADER_BYTES) return undefined;
    const header = parseBlurayLpcmHeader(elementaryStream);
    const bits = BLURAY_SAMPLE_BITS[header.bits_per_sample];
    const sampleRate = BLURAY_SAMPLING_RATES[header.sampling_frequency];
    const label = BLURAY_LPCM_CHANNEL_ASSIGNMENTS[header.channel_assignment];
    if (!bits || !sampleRate || !label) {
      diagnostics.push("Blu-ray LPCM: reserved channel_assignment, sampling_frequency or bits_per_sample");
      return undefined;
    }
    return lpcmAudioStream(
      { sampleRate, bits, label, transport: BLURAY_LPCM_TRANSPORT },
      { type: "lpcm", ...header, $annotation: { type: "Blu-ray LPCM header" } },
    );
  },
};
