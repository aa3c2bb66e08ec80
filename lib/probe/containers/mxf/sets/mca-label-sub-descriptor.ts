// MCA Label Sub-Descriptors (SMPTE ST 377-4 clause 6, Tables 3-6): audio channel, soundfield group
// and group-of-soundfield-groups labels. Their properties have dynamic local tags only.
import { property, type PropertyValues } from "../local-set";
import { label, uint32, utf16String, utf8String, uuid } from "../property-types";
import { labelKey } from "../ul";

export const AUDIO_CHANNEL_LABEL_SUB_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01016b00");
export const SOUNDFIELD_GROUP_LABEL_SUB_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01016c00");

export const mcaLabelSubDescriptorProperties = {
  MCALabelDictionaryID: property(0, "060e2b34.0101010e.01030701.01000000", label),
  MCATagSymbol: property(0, "060e2b34.0101010e.01030701.02000000", utf16String),
  MCATagName: property(0, "060e2b34.0101010e.01030701.03000000", utf16String),
  MCALinkID: property(0, "060e2b34.0101010e.01030701.05000000", uuid),
  MCAChannelID: property(0, "060e2b34.0101010e.0103040a.00000000", uint32),
  RFC5646SpokenLanguage: property(0, "060e2b34.0101010d.03010102.03150000", utf8String),
  MCATitle: property(0, "060e2b34.0101010e.01051000.00000000", utf16String),
  MCATitleVersion: property(0, "060e2b34.0101010e.01051100.00000000", utf16String),
  MCAAudioContentKind: property(0, "060e2b34.0101010e.03020102.20000000", utf16String),
  MCAAudioElementKind: property(0, "060e2b34.0101010e.03020102.21000000", utf16String),
  /** AudioChannelLabelSubDescriptor only: the soundfield group this channel belongs to. */
  SoundfieldGroupLinkID: property(0, "060e2b34.0101010e.01030701.06000000", uuid),
};

export type McaLabelSubDescriptor = PropertyValues<typeof mcaLabelSubDescriptorProperties>;
