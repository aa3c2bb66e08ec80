// VC-3 compression IDs (SMPTE ST 2019-1 and its registered profiles, ST 2019-4): 1270–1274 are the
// resolution-independent DNxHR profiles, the others fixed-resolution DNxHD ones.
export interface CompressionIdInfo {
  fourcc: "AVdh" | "AVdn";
  profile?: string;
}

const DNXHR_PROFILES: Readonly<Record<number, string>> = {
  1270: "DNxHR 444",
  1271: "DNxHR HQX",
  1272: "DNxHR HQ",
  1273: "DNxHR SQ",
  1274: "DNxHR LB",
};

export function compressionIdInfo(cid: number): CompressionIdInfo {
  const profile = DNXHR_PROFILES[cid];
  return profile ? { fourcc: "AVdh", profile } : { fourcc: "AVdn" };
}
