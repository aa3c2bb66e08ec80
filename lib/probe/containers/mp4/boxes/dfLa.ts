// RFC 9639's ISO BMFF encapsulation 3.3.2: FLACSpecificBox 'dfLa', a FullBox whose metadata blocks
// (STREAMINFO first) follow version and flags, read by the FLAC codec parser.
import { flacMetadataStream } from "../../../codecs/flac";
import type { AudioStream } from "../../../schema";
import type { SampleEntryBox } from "../box-descriptor";
import { withCodecAudioFields } from "../codec-configuration";

export const dfLaBox: SampleEntryBox<AudioStream | undefined> = {
  type: "dfLa",
  parse: (payload, diagnostics) => flacMetadataStream(payload.subarray(4), diagnostics),
  audio: withCodecAudioFields,
};
