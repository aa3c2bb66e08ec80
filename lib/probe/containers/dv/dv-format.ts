// Raw DV (IEC 61834-2, SMPTE ST 314): recognised by the first DIF blocks; the parser (probe-dv.ts) is
// loaded only for a file recognised as DV.
import type { ContainerFormat } from "../container-format";
import { isDifHeaderBlock } from "./dif-header";

export const dvFormat: ContainerFormat = {
  name: "DV",
  detect(head) {
    if (!isDifHeaderBlock(head)) return 0;
    // The next blocks are subcode (SCT 1) then VAUX (SCT 2) blocks (IEC 61834-2 Figure 66).
    return head.length >= 320 && head[80]! >> 5 === 1 && head[240]! >> 5 === 2 ? 100 : 0;
  },
  probe: async (context) => (await import("./probe-dv")).probeDv(context),
};
