// Apple ProRes coding types by four-character code (SMPTE RDD 36 Table 1, and the QuickTime sample
// entry codes): the profile name, chroma subsampling and sample depth each implies.
export interface ProResProfile {
  name: string;
  chroma_subsampling: { horizontal: number; vertical: number };
  bit_depth: number;
}

const PRORES_422 = { horizontal: 2, vertical: 1 };
const PRORES_4444 = { horizontal: 1, vertical: 1 };

export const PRORES_PROFILES: Readonly<Record<string, ProResProfile>> = {
  apco: { name: "ProRes 422 Proxy", chroma_subsampling: PRORES_422, bit_depth: 10 },
  apcs: { name: "ProRes 422 LT", chroma_subsampling: PRORES_422, bit_depth: 10 },
  apcn: { name: "ProRes 422", chroma_subsampling: PRORES_422, bit_depth: 10 },
  apch: { name: "ProRes 422 HQ", chroma_subsampling: PRORES_422, bit_depth: 10 },
  ap4h: { name: "ProRes 4444", chroma_subsampling: PRORES_4444, bit_depth: 12 },
  ap4x: { name: "ProRes 4444 XQ", chroma_subsampling: PRORES_4444, bit_depth: 12 },
};
