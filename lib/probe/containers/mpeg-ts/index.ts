// MPEG-2 transport stream (ISO/IEC 13818-1 2.4), with 188-, 192- (BDAV/M2TS) and 204-byte packets.
import type { ContainerFormat } from "../container-format";
import { findPacketAlignment } from "./packet-layout";
import { readTransportStream } from "./read-transport-stream";
import { transportStreamResult } from "./transport-stream-result";

export const mpegTransportStream: ContainerFormat = {
  name: "MPEG-2 transport stream",
  detect(head) {
    const alignment = findPacketAlignment(head, 0, head.length);
    if (!alignment) return 0;
    // A sync pattern is statistical evidence; garbage before it makes it weaker still.
    return alignment.packetStart === 0 ? 90 : 60;
  },
  async probe(context) {
    const { demux, alignment } = await readTransportStream(context);
    const result = transportStreamResult(demux, alignment, context.source.size, context.diagnostics);
    // Overlapping tail reads can report the same loss of sync twice.
    const unique = [...new Set(context.diagnostics)];
    context.diagnostics.splice(0, context.diagnostics.length, ...unique);
    return result;
  },
};
