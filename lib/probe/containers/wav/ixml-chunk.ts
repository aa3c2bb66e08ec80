// The iXML chunk of production audio files (iXML specification 2.x, root BWFXML): the fields a QA reader
// checks against the slate and the edit — project, scene, take, tape, timecode rate and flag, and the track
// names. Read from a bounded prefix; a chunk cut there or not well-formed is a diagnostic.
import { child, children, childText, parseXml } from "../../packages/xml";

export interface IxmlTrack {
  CHANNEL_INDEX?: string;
  INTERLEAVE_INDEX?: string;
  NAME?: string;
  FUNCTION?: string;
}

export interface IxmlChunk {
  IXML_VERSION?: string;
  PROJECT?: string;
  SCENE?: string;
  TAKE?: string;
  TAPE?: string;
  NOTE?: string;
  TIMECODE_RATE?: string;
  TIMECODE_FLAG?: string;
  TRACK_LIST?: IxmlTrack[];
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== "")) as T;

/** The chunk's fields; undefined when its text is not a BWFXML document. */
export function parseIxmlChunk(text: string): IxmlChunk | undefined {
  const document = parseXml(text.replace(/\0+$/, "").trim());
  if (document?.name !== "BWFXML") return undefined;
  const root = document.element;
  const speed = child(root, "SPEED");
  const tracks = children(child(root, "TRACK_LIST"), "TRACK").map((track) =>
    defined({
      CHANNEL_INDEX: childText(track, "CHANNEL_INDEX"),
      INTERLEAVE_INDEX: childText(track, "INTERLEAVE_INDEX"),
      NAME: childText(track, "NAME"),
      FUNCTION: childText(track, "FUNCTION"),
    }),
  );
  return defined({
    IXML_VERSION: childText(root, "IXML_VERSION"),
    PROJECT: childText(root, "PROJECT"),
    SCENE: childText(root, "SCENE"),
    TAKE: childText(root, "TAKE"),
    TAPE: childText(root, "TAPE"),
    NOTE: childText(root, "NOTE"),
    TIMECODE_RATE: childText(speed, "TIMECODE_RATE"),
    TIMECODE_FLAG: childText(speed, "TIMECODE_FLAG"),
    TRACK_LIST: tracks.length > 0 ? tracks : undefined,
  });
}
