// RFC 9559 5.1.4 Tracks / 5.1.4.1 TrackEntry: each track's number, type, codec and settings.
import { childElements, unsignedInteger, utf8 } from "./ebml/element";
import { ID } from "./element-ids";
import { parseAudioSettings, type AudioSettings } from "./audio-settings";
import { parseVideoSettings, type VideoSettings } from "./video-settings";

export interface TrackEntry {
  TrackNumber?: number;
  /** 1 video, 2 audio, 3 complex, 0x10 logo, 0x11 subtitle, 0x12 buttons, 0x20 control, 0x21 metadata. */
  TrackType?: number;
  FlagDefault: boolean;
  /** Nanoseconds per frame. */
  DefaultDuration?: number;
  Language: string;
  LanguageBCP47?: string;
  CodecID?: string;
  CodecPrivate?: Uint8Array;
  Video?: VideoSettings;
  Audio?: AudioSettings;
}

export const TRACK_TYPE = { video: 1, audio: 2, subtitle: 0x11 } as const;

export function parseTracks(data: Uint8Array, diagnostics: string[]): TrackEntry[] {
  return childElements(data, diagnostics, "Tracks")
    .filter((child) => child.id === ID.TrackEntry)
    .map((child) => parseTrackEntry(child.data, diagnostics));
}

function parseTrackEntry(data: Uint8Array, diagnostics: string[]): TrackEntry {
  // Defaults of RFC 9559: FlagDefault 1, Language "eng".
  const entry: TrackEntry = { FlagDefault: true, Language: "eng" };
  for (const { id, data: value } of childElements(data, diagnostics, "TrackEntry")) {
    switch (id) {
      case ID.TrackNumber:
        entry.TrackNumber = unsignedInteger(value);
        break;
      case ID.TrackType:
        entry.TrackType = unsignedInteger(value);
        break;
      case ID.FlagDefault:
        entry.FlagDefault = unsignedInteger(value) === 1;
        break;
      case ID.DefaultDuration:
        entry.DefaultDuration = unsignedInteger(value);
        break;
      case ID.Language:
        entry.Language = utf8(value);
        break;
      case ID.LanguageBCP47:
        entry.LanguageBCP47 = utf8(value);
        break;
      case ID.CodecID:
        entry.CodecID = utf8(value);
        break;
      case ID.CodecPrivate:
        entry.CodecPrivate = value;
        break;
      case ID.Video:
        entry.Video = parseVideoSettings(value, diagnostics);
        break;
      case ID.Audio:
        entry.Audio = parseAudioSettings(value, diagnostics);
        break;
    }
  }
  return entry;
}
