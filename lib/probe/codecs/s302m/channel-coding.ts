import { CHANNELS, SAMPLE_BITS, type Aes3DataHeader } from "./aes3-data-header";

/** Per-channel `coding`: linear PCM, or non-PCM data bursts of SMPTE ST 337 (Dolby E, AC-3, ...). */
const LINEAR_PCM = "PCM";
const SMPTE_337_DATA = "SMPTE ST 337 data";

/** Burst preamble words Pa and Pb (SMPTE ST 337 7.2, Table 2) in 16-, 20- and 24-bit modes. */
const PREAMBLES: Readonly<Record<number, readonly [number, number]>> = {
  16: [0xf872, 0x4e1f],
  20: [0x6f872, 0x54e1f],
  24: [0x96f872, 0xa54e1f],
};

/** Bytes carrying one pair of AES3 subframes: two samples plus 4 V, U, C, F bits each (ST 302 clause 5). */
const PAIR_BYTES: Readonly<Record<number, number>> = { 16: 5, 20: 6, 24: 7 };

function reverseBits(byte: number): number {
  let reversed = 0;
  for (let i = 0; i < 8; i++) reversed |= ((byte >> i) & 1) << (7 - i);
  return reversed;
}

/**
 * The two samples of a subframe pair. ST 302 sends each subframe least significant bit first, so
 * with every byte's bits reversed a sample reads as little-endian bit fields: the sample bits, then
 * 4 bits of V, U, C, F.
 */
function samplePair(bytes: Uint8Array, offset: number, bits: number): [number, number] {
  let accumulator = 0n;
  for (let i = PAIR_BYTES[bits]! - 1; i >= 0; i--)
    accumulator = (accumulator << 8n) | BigInt(reverseBits(bytes[offset + i]!));
  const mask = (1n << BigInt(bits)) - 1n;
  return [Number(accumulator & mask), Number((accumulator >> BigInt(bits + 4)) & mask)];
}

/** Looks for ST 337 preambles (Pa in the first subframe, Pb in the second) in each channel pair of a payload. */
export function channelCoding(header: Aes3DataHeader, payload: Uint8Array): string[] | undefined {
  const bits = SAMPLE_BITS[header.bits_per_sample];
  if (!bits) return undefined;
  const pairs = CHANNELS[header.number_channels]! / 2;
  const frameBytes = pairs * PAIR_BYTES[bits]!;
  const [pa, pb] = PREAMBLES[bits]!;
  const isData = new Array<boolean>(pairs).fill(false);
  for (let frame = 0; (frame + 1) * frameBytes <= payload.length; frame++) {
    for (let pair = 0; pair < pairs; pair++) {
      const [first, second] = samplePair(payload, frame * frameBytes + pair * PAIR_BYTES[bits]!, bits);
      if (first === pa && second === pb) isData[pair] = true;
    }
  }
  return isData.flatMap((data) => (data ? [SMPTE_337_DATA, SMPTE_337_DATA] : [LINEAR_PCM, LINEAR_PCM]));
}
