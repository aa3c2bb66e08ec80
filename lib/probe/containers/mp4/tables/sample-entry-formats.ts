// Sample entry codes that name the same coding as another code (ISO/IEC 14496-15: avc3/hev1 keep
// parameter sets in the samples too): the stream `format` reports the coding, the property
// SampleEntry the code as written.
export const SAMPLE_ENTRY_FORMATS: Readonly<Record<string, string>> = {
  avc3: "avc1",
  avc2: "avc1",
  avc4: "avc1",
  hev1: "hvc1",
  ".mp3": "mp2l", // QuickTime MPEG-1/2 Layer III sound
};

/** handler_type values (ISO/IEC 14496-12 8.4.3.3, QuickTime) → the kind of stream a track is. */
export const HANDLER_KINDS: Readonly<Record<string, "video" | "audio" | "subtitle" | "timecode" | "data">> = {
  vide: "video",
  soun: "audio",
  text: "subtitle",
  sbtl: "subtitle",
  subt: "subtitle",
  clcp: "subtitle",
  tmcd: "timecode",
  meta: "data",
  hint: "data",
};
