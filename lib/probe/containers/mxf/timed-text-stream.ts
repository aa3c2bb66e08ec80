// A timed text track file (SMPTE ST 429-5, used by IMF for IMSC1, ST 2067-2 5.4): a data essence track
// described by a TimedTextDescriptor, whose essence is a TTML document → a subtitle stream named by the
// TTML sample entry code of ISO/IEC 14496-30 ('stpp'). Its language is the document's or the CPL's.
import type { SubtitleStream } from "../../schema";
import type { EssenceTrack } from "./package-model";
import { trackProperties } from "./picture-stream";
import { labelKey } from "./ul";

/** TimedTextDescriptor (ST 429-5 Table 4): 06.0E.2B.34.02.53.01.01.0D.01.01.01.01.01.64.00. */
export const TIMED_TEXT_DESCRIPTOR_KEY = labelKey("060e2b34.02530101.0d010101.01016400");

export function isTimedText(essence: EssenceTrack): boolean {
  return essence.descriptor?.key === TIMED_TEXT_DESCRIPTOR_KEY;
}

export function timedTextStream(essence: EssenceTrack): SubtitleStream {
  return {
    format: "stpp",
    language: "und",
    properties: trackProperties(essence, undefined),
    $annotation: { format: "Timed text (TTML, SMPTE ST 429-5)" },
  };
}
