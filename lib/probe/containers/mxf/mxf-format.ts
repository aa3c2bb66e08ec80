// MXF (SMPTE ST 377-1): recognised by its header partition pack key; the parser (probe-mxf.ts) is loaded
// only for a file recognised as MXF.
import type { ContainerFormat } from "../container-format";
import { findHeaderPartition } from "./run-in";

export const mxfFormat: ContainerFormat = {
  name: "MXF",
  detect(head) {
    const runIn = findHeaderPartition(head);
    return runIn === 0 ? 100 : runIn > 0 ? 90 : 0;
  },
  probe: async (context) => (await import("./probe-mxf")).probeMxf(context),
};
