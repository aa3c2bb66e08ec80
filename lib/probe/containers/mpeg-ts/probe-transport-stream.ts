// The transport stream parser, loaded only for a file recognised as one (index.ts).
import type { ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";
import { readTransportStream } from "./read-transport-stream";
import { transportStreamResult } from "./transport-stream-result";

export async function probeTransportStream(context: ProbeContext): Promise<ContainerProbe> {
  const { demux, alignment } = await readTransportStream(context);
  const result = transportStreamResult(demux, alignment, context.source.size, context.diagnostics);
  // Overlapping tail reads can report the same loss of sync twice.
  const unique = [...new Set(context.diagnostics)];
  context.diagnostics.splice(0, context.diagnostics.length, ...unique);
  return result;
}
