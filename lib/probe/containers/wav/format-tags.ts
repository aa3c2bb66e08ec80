// wFormatTag values (RFC 2361 Appendix A, mmreg.h) → four-character `format` codes.
import { pcmFormat } from "../../tables/formats";

const FORMAT_TAGS: Readonly<Record<number, string>> = {
  0x0006: "alaw", // WAVE_FORMAT_ALAW
  0x0007: "ulaw", // WAVE_FORMAT_MULAW
  0x0050: "mp2l", // WAVE_FORMAT_MPEG (ISO/IEC 11172-3 layers I/II)
  0x0055: ".mp3", // WAVE_FORMAT_MPEGLAYER3
  0x2000: "ac-3", // WAVE_FORMAT_DOLBY_AC3_SPDIF
};
export const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;

export function waveFormat(tag: number, bitsPerSample: number): string {
  if (tag === WAVE_FORMAT_PCM) return pcmFormat(bitsPerSample);
  if (tag === WAVE_FORMAT_IEEE_FLOAT) return bitsPerSample === 64 ? "fl64" : "fl32";
  return FORMAT_TAGS[tag] ?? "unknown";
}
