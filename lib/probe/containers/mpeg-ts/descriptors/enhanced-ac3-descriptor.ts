// enhanced_AC-3_descriptor(): ETSI EN 300 468 D.5 (descriptor_tag 0x7A). Read for what it identifies: the
// codec parser reads the syncframe, which says more than its fields.
import type { DescriptorSyntax } from "./descriptor-syntax";

export const enhancedAc3Descriptor: DescriptorSyntax = {
  name: "enhanced_AC-3_descriptor",
  descriptor_tag: 0x7a,
  privateStream: { kind: "audio", format: "ec-3", name: "E-AC-3 audio (ETSI TS 102 366 Annex E)", codec: "ac3" },
};
