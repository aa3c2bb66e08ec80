// Matroska and WebM (RFC 8794 EBML, RFC 9559 Matroska): recognised by the EBML header's ID; the parser
// (probe-matroska.ts) is loaded only for a file recognised as one.
import type { ContainerFormat } from "../container-format";

/** The EBML header's ID opens every EBML document (RFC 8794 11.2). */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

export const matroskaFormat: ContainerFormat = {
  name: "Matroska/WebM",
  detect: (head) => (EBML_MAGIC.every((byte, i) => head[i] === byte) ? 100 : 0),
  probe: async (context) => (await import("./probe-matroska")).probeMatroska(context),
};
