/**
 * The raw byte sequence payload of a NAL unit: its bytes after `headerBytes` with every
 * emulation_prevention_three_byte (0x03 after 0x0000) removed (ITU-T H.264 7.3.1 / 7.4.1,
 * H.265 7.3.1.1 / 7.4.2).
 */
export function nalUnitPayloadToRbsp(nalUnit: Uint8Array, headerBytes: number): Uint8Array {
  const rbsp = new Uint8Array(Math.max(0, nalUnit.length - headerBytes));
  let length = 0;
  let zeros = 0;
  for (let i = headerBytes; i < nalUnit.length; i++) {
    const byte = nalUnit[i]!;
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    rbsp[length++] = byte;
  }
  return rbsp.subarray(0, length);
}
