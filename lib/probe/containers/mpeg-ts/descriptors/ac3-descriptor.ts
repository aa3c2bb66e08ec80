// AC-3_descriptor(): ETSI EN 300 468 D.3 (descriptor_tag 0x6A). Read for what it identifies: its flags
// and fields (component_type, bsid, mainid, asvc) say less than the syncframe the codec parser reads.
import type { DescriptorSyntax } from "./descriptor-syntax";

export const ac3Descriptor: DescriptorSyntax = {
  name: "AC-3_descriptor",
  descriptor_tag: 0x6a,
  privateStream: { kind: "audio", format: "ac-3", name: "AC-3 audio (ETSI TS 102 366)", codec: "ac3" },
};
