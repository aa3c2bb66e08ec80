// RFC 9559 5.1.4.1.29 Audio: sampling frequency, channels and bit depth.
import { childElements, float, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

export interface AudioSettings {
  SamplingFrequency: number;
  /** The rate after decoding when it differs (e.g. HE-AAC's SBR doubles it). */
  OutputSamplingFrequency?: number;
  Channels: number;
  BitDepth?: number;
}

export function parseAudioSettings(data: Uint8Array, diagnostics: string[]): AudioSettings {
  // Defaults of RFC 9559: 8000 Hz, one channel.
  const audio: AudioSettings = { SamplingFrequency: 8000, Channels: 1 };
  for (const { id, data: value } of childElements(data, diagnostics, "Audio")) {
    if (id === ID.SamplingFrequency) audio.SamplingFrequency = float(value) ?? audio.SamplingFrequency;
    else if (id === ID.OutputSamplingFrequency) audio.OutputSamplingFrequency = float(value);
    else if (id === ID.Channels) audio.Channels = unsignedInteger(value);
    else if (id === ID.BitDepth) audio.BitDepth = unsignedInteger(value);
  }
  return audio;
}
