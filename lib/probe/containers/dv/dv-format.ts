// Raw DV (IEC 61834-2, SMPTE ST 314): recognised by the first DIF blocks; the parser (probe-dv.ts) is
// loaded only for a file recognised as DV.
import type { ContainerFormat } from "../container-format";
import { DIF_BLOCK_BYTES, isDifHeaderBlock, readDifBlockId } from "./dif-header";

export const dvFormat: ContainerFormat = {
  name: "DV",
  detect(head) {
    if (!isDifHeaderBlock(head)) return 0;
    // The next blocks are two subcode (SCT 1) then three VAUX (SCT 2) blocks, numbered by DBN in ID2 (IEC
    // 61834-2 Figure 66): checking the numbers too keeps other files (an MP4 whose ftyp begins 00 00 00) out.
    const blocks = [1, 1, 2, 2, 2].map((sct, i) => ({ sct, dbn: i < 2 ? i : i - 2, at: (i + 1) * DIF_BLOCK_BYTES }));
    const valid =
      head.length >= 6 * DIF_BLOCK_BYTES &&
      blocks.every(({ sct, dbn, at }) => {
        const { SCT, DBN } = readDifBlockId(head, at);
        return SCT === sct && DBN === dbn;
      });
    return valid ? 100 : 0;
  },
  probe: async (context) => (await import("./probe-dv")).probeDv(context),
};
