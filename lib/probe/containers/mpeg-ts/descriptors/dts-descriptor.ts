// DTS_descriptor(): ETSI EN 300 468 G.2.1 (descriptor_tag 0x7B). Read for what it identifies: the codec
// parser reads the core frame header, which repeats its fields (sample_rate_code, bit_rate_code, nblks).
import type { DescriptorSyntax } from "./descriptor-syntax";

export const dtsDescriptor: DescriptorSyntax = {
  name: "DTS_descriptor",
  descriptor_tag: 0x7b,
  privateStream: { kind: "audio", format: "dtsc", name: "DTS audio (ETSI EN 300 468 Annex G)", codec: "dts" },
};
