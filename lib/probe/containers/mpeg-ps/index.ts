// MPEG-2 program stream (ISO/IEC 13818-1 2.5; DVD-Video VOB) and MPEG-1 system stream (ISO/IEC 11172-1).
// The parser (probe-program-stream.ts) is loaded only for a file recognised as one.
import type { ContainerFormat } from "../container-format";
import { parsePackHeader } from "./pack-header";

export const mpegProgramStream: ContainerFormat = {
  name: "MPEG program stream",
  detect(head) {
    // A pack_start_code with a valid pack header at offset 0 is an unambiguous signature.
    return parsePackHeader(head) ? 95 : 0;
  },
  probe: async (context) => (await import("./probe-program-stream")).probeProgramStream(context),
};
