// The ds64 chunk of RF64 (EBU Tech 3306 clause 3.3) and BW64 (ITU-R BS.2088 clause 3.2): the 64-bit
// sizes that do not fit the 32-bit fields.
export interface DataSize64Chunk {
  readonly riffSize: number;
  readonly dataSize: number;
  readonly sampleCount: number;
}

export function parseDataSize64Chunk(data: Uint8Array): DataSize64Chunk {
  if (data.length < 24) throw new RangeError(`ds64 chunk of ${data.length} bytes`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    riffSize: Number(view.getBigUint64(0, true)),
    dataSize: Number(view.getBigUint64(8, true)),
    sampleCount: Number(view.getBigUint64(16, true)),
  };
}
