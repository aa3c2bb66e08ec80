// Encapsulation of Opus in ISO Base Media File Format 4.3.2: OpusSpecificBox 'dOps', read by the Opus
// codec parser (the OpusHead fields, big-endian, without its magic signature).
import { dOpsStream } from "../../../codecs/opus";
import type { AudioStream } from "../../../schema";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export const dOpsBox: SampleEntryBox<AudioStream | undefined> = {
  type: "dOps",
  parse: dOpsStream,
  audio: withCodecAudioFields,
};
