// CRC_32 of PSI sections and of the program stream map: ISO/IEC 13818-1 Annex A (polynomial 0x04C11DB7,
// initial value 0xFFFFFFFF, no reflection, no final XOR). A section including its CRC_32 field yields 0.

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n << 24;
    for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32Mpeg(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = ((crc << 8) ^ TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc >>> 0;
}
