// The format chunk: WAVEFORMATEX and WAVEFORMATEXTENSIBLE (Microsoft "Multiple Channel Audio Data
// and WAVE Files", mmreg.h / ksmedia.h).
export interface FormatChunk {
  readonly wFormatTag: number;
  readonly nChannels: number;
  readonly nSamplesPerSec: number;
  readonly nAvgBytesPerSec: number;
  readonly nBlockAlign: number;
  readonly wBitsPerSample: number;
  readonly cbSize?: number;
  readonly wValidBitsPerSample?: number;
  readonly dwChannelMask?: number;
  /** The format tag carried in the first two bytes of the SubFormat GUID (KSDATAFORMAT_SUBTYPE_*). */
  readonly subFormatTag?: number;
}

export const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

export function parseFormatChunk(data: Uint8Array): FormatChunk {
  if (data.length < 16) throw new RangeError(`fmt chunk of ${data.length} bytes`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const base = {
    wFormatTag: view.getUint16(0, true),
    nChannels: view.getUint16(2, true),
    nSamplesPerSec: view.getUint32(4, true),
    nAvgBytesPerSec: view.getUint32(8, true),
    nBlockAlign: view.getUint16(12, true),
    wBitsPerSample: view.getUint16(14, true),
  };
  if (base.wFormatTag !== WAVE_FORMAT_EXTENSIBLE || data.length < 40) return base;
  return {
    ...base,
    cbSize: view.getUint16(16, true),
    wValidBitsPerSample: view.getUint16(18, true),
    dwChannelMask: view.getUint32(20, true),
    subFormatTag: view.getUint16(24, true),
  };
}
