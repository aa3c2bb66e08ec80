// MPEG-2 transport stream (ISO/IEC 13818-1 2.4), with 188-, 192- (BDAV/M2TS) and 204-byte packets. The
// parser (probe-transport-stream.ts) is loaded only for a file recognised as a transport stream.
import type { ContainerFormat } from "../container-format";
import { findPacketAlignment } from "./packet-layout";

export const mpegTransportStream: ContainerFormat = {
  name: "MPEG-2 transport stream",
  detect(head) {
    const alignment = findPacketAlignment(head, 0, head.length);
    if (!alignment) return 0;
    // A sync pattern is statistical evidence; garbage before it makes it weaker still.
    return alignment.packetStart === 0 ? 90 : 60;
  },
  probe: async (context) => (await import("./probe-transport-stream")).probeTransportStream(context),
};
