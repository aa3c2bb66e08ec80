// RFC 9559 5.1.4 Tracks / 5.1.4.1 TrackEntry: each track's number, type, codec and settings.
import { binary, unsignedInteger, utf8 } from "./ebml/element";
import { element, elements, master, readMaster, type MasterValues } from "./ebml/master-element";
import { ID } from "./element-ids";
import { audioElements } from "./audio-settings";
import { videoElements } from "./video-settings";

/** Flags are unsigned integers 0 or 1; anything but 1 is off. */
const flag = (data: Uint8Array) => unsignedInteger(data) === 1;

const trackEntryElements = {
  TrackNumber: element(ID.TrackNumber, unsignedInteger),
  /** 1 video, 2 audio, 3 complex, 0x10 logo, 0x11 subtitle, 0x12 buttons, 0x20 control, 0x21 metadata. */
  TrackType: element(ID.TrackType, unsignedInteger),
  FlagDefault: element(ID.FlagDefault, flag, true),
  /** Nanoseconds per frame. */
  DefaultDuration: element(ID.DefaultDuration, unsignedInteger),
  Language: element(ID.Language, utf8, "eng"),
  LanguageBCP47: element(ID.LanguageBCP47, utf8),
  CodecID: element(ID.CodecID, utf8),
  CodecPrivate: element(ID.CodecPrivate, binary),
  Video: element(ID.Video, master(videoElements, "Video")),
  Audio: element(ID.Audio, master(audioElements, "Audio")),
};

export type TrackEntry = MasterValues<typeof trackEntryElements>;

const tracksElements = { TrackEntry: elements(ID.TrackEntry, master(trackEntryElements, "TrackEntry")) };

export const TRACK_TYPE = { video: 1, audio: 2, subtitle: 0x11 } as const;

export function parseTracks(data: Uint8Array, diagnostics: string[]): TrackEntry[] {
  return readMaster(data, tracksElements, "Tracks", diagnostics).TrackEntry;
}
