// JPEG 2000 Picture Sub-Descriptor (SMPTE ST 422 clause 7.2, Table 4): the codestream's SIZ marker values,
// its components' sizing and its default coding style (COD), as ISO/IEC 15444-1 A.5.1 and A.6.1 define them.
import { parseCodingStyleDefault } from "../../../codecs/jpeg2000/coding-style-default";
import type { ComponentSizing } from "../../../codecs/jpeg2000/image-and-tile-size";
import { property, type PropertyValues } from "../local-set";
import { elements, uint16, uint32, type PropertyDecoder } from "../property-types";
import { labelKey } from "../ul";

export const JPEG2000_SUB_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01015a00");

/** J2K ComponentSizing: Ssiz, XRsiz, YRsiz of one component, in an array (ST 377-1 clause 4.3.4). */
const componentSizing: PropertyDecoder<ComponentSizing> = (bytes) => {
  if (bytes.length < 3) throw new RangeError(`component sizing of ${bytes.length} bytes`);
  return { Ssiz: bytes[0]!, XRsiz: bytes[1]!, YRsiz: bytes[2]! };
};

export const jpeg2000SubDescriptorProperties = {
  Rsiz: property(0, "060e2b34.0101010a.04010603.01000000", uint16),
  Xsiz: property(0, "060e2b34.0101010a.04010603.02000000", uint32),
  Ysiz: property(0, "060e2b34.0101010a.04010603.03000000", uint32),
  XOsiz: property(0, "060e2b34.0101010a.04010603.04000000", uint32),
  YOsiz: property(0, "060e2b34.0101010a.04010603.05000000", uint32),
  XTsiz: property(0, "060e2b34.0101010a.04010603.06000000", uint32),
  YTsiz: property(0, "060e2b34.0101010a.04010603.07000000", uint32),
  XTOsiz: property(0, "060e2b34.0101010a.04010603.08000000", uint32),
  YTOsiz: property(0, "060e2b34.0101010a.04010603.09000000", uint32),
  Csiz: property(0, "060e2b34.0101010a.04010603.0a000000", uint16),
  PictureComponentSizing: property(0, "060e2b34.0101010a.04010603.0b000000", elements(componentSizing)),
  CodingStyleDefault: property(0, "060e2b34.0101010a.04010603.0c000000", parseCodingStyleDefault),
};

export type Jpeg2000SubDescriptor = PropertyValues<typeof jpeg2000SubDescriptorProperties>;
