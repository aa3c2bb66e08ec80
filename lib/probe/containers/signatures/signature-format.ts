// Formats outside the prober's list, recognised by their signature: the job gets the type and an empty
// description with a diagnostic instead of a failure.
import { formatBytes } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import type { ContainerFormat, ProbeContext } from "../container-format";
import { SIGNATURES } from "./signature-table";

/** Below every parser that describes streams, so a real parser of the same bytes always wins. */
const SIGNATURE_CONFIDENCE = 50;

export const signatureFormat: ContainerFormat = {
  name: "signature",
  detect(head) {
    return SIGNATURES.some((signature) => signature.matches(head)) ? SIGNATURE_CONFIDENCE : 0;
  },
  async probe(context: ProbeContext): Promise<ContainerProbe> {
    const { source, head, diagnostics } = context;
    const signature = SIGNATURES.find((candidate) => candidate.matches(head))!;
    diagnostics.push(`${signature.name} is recognised by its signature only: its streams are not described`);
    return {
      type: signature.type,
      size: source.size,
      manifest: [],
      properties: {},
      video: [],
      audio: [],
      subtitle: [],
      $annotation: { type: signature.name, size: formatBytes(source.size) },
    };
  },
};
