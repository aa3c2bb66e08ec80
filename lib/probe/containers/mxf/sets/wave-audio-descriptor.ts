// Wave Audio Essence Descriptor (SMPTE ST 382 clause 7, Table 5) and AES3 Audio Essence Descriptor
// (its subclass, ST 382 Table 6): broadcast wave and AES3 PCM.
import { property, type PropertyValues } from "../local-set";
import { label, raw, uint16, uint32, uint8 } from "../property-types";
import { labelKey } from "../ul";
import { genericSoundEssenceDescriptorProperties } from "./generic-sound-essence-descriptor";

export const WAVE_AUDIO_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01014800");
export const AES3_AUDIO_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01014700");

const waveAudioDescriptorProperties = {
  ...genericSoundEssenceDescriptorProperties,
  BlockAlign: property(0x3d0a, "060e2b34.01010105.04020302.01000000", uint16),
  SequenceOffset: property(0x3d0b, "060e2b34.01010105.04020302.02000000", uint8),
  AvgBps: property(0x3d09, "060e2b34.01010105.04020303.05000000", uint32),
  ChannelAssignment: property(0x3d32, "060e2b34.01010107.04020101.05000000", label),
};

export const aes3AudioDescriptorProperties = {
  ...waveAudioDescriptorProperties,
  Emphasis: property(0x3d0d, "060e2b34.01010105.04020501.06000000", uint8),
  BlockStartOffset: property(0x3d0f, "060e2b34.01010105.04020302.03000000", uint16),
  AuxiliaryBitsMode: property(0x3d08, "060e2b34.01010105.04020501.01000000", uint8),
  ChannelStatusMode: property(0x3d10, "060e2b34.01010105.04020501.02000000", raw),
};

export type WaveAudioDescriptor = PropertyValues<typeof waveAudioDescriptorProperties>;
export type Aes3AudioDescriptor = PropertyValues<typeof aes3AudioDescriptorProperties>;
