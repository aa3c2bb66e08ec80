// Raw elementary streams (.m2v, .264, .265, .aac, .mp2, .ac3, .thd, .mlp), recognised by content: a start code or
// syncword picks candidate codecs. Only a codec parser that finds a valid header confirms one; that parser
// (probe-elementary-stream.ts) is loaded only for such a candidate, and rejects the file when none parses.
import type { ContainerFormat } from "../container-format";
import { candidateCodecs, id3TagLength } from "./elementary-signatures";

export const elementaryStream: ContainerFormat = {
  name: "elementary stream",
  // Below every container signature: a start code or syncword is weak evidence until a header parses.
  detect: (head) => (candidateCodecs(head, id3TagLength(head)).length > 0 ? 40 : 0),
  probe: async (context) => (await import("./probe-elementary-stream")).probeElementaryStream(context),
};
