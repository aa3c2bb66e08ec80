// Native FLAC files (RFC 9639 6): the "fLaC" marker, then metadata blocks, STREAMINFO first. The parser
// (probe-flac.ts) is loaded only for a file that starts with the marker.
import type { ContainerFormat } from "../container-format";

export const flacFormat: ContainerFormat = {
  name: "FLAC",
  detect: (head) =>
    head.length >= 4 && head[0] === 0x66 && head[1] === 0x4c && head[2] === 0x61 && head[3] === 0x43 ? 100 : 0,
  probe: async (context) => (await import("./probe-flac")).probeFlac(context),
};
