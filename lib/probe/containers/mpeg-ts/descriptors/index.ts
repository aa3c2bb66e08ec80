// The descriptors the prober reads: one file of this folder each, and its one line here. registry.ts
// finds them by descriptor_tag (and an extension_descriptor's descriptor_tag_extension); a descriptor
// not listed is skipped wherever a loop holds it.
export { ac3Descriptor } from "./ac3-descriptor";
export { dtsDescriptor } from "./dts-descriptor";
export { enhancedAc3Descriptor } from "./enhanced-ac3-descriptor";
export { iso639LanguageDescriptor } from "./iso-639-language-descriptor";
export { opusAudioDescriptor } from "./opus-audio-descriptor";
export { registrationDescriptor } from "./registration-descriptor";
export { serviceDescriptor } from "./service-descriptor";
export { subtitlingDescriptor } from "./subtitling-descriptor";
export { supplementaryAudioDescriptor } from "./supplementary-audio-descriptor";
export { teletextDescriptor, vbiTeletextDescriptor } from "./teletext-descriptor";
