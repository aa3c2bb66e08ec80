// RFC 8216 4.3.2–4.3.3: a Media Playlist's segments. Only the first segment is kept (it is probed);
// the others are counted and their EXTINF durations summed.
import { parseAttributeList } from "./attribute-list";
import { playlistLines } from "./master-playlist";

export interface SegmentReference {
  uri: string;
  /** EXT-X-BYTERANGE (4.3.2.2) or the EXT-X-MAP BYTERANGE attribute. */
  range?: { offset: number; length: number };
}

export interface MediaPlaylist {
  /** EXT-X-TARGETDURATION (4.3.3.1). */
  targetDuration?: number;
  /** EXT-X-MEDIA-SEQUENCE (4.3.3.2). */
  mediaSequence: number;
  /** EXT-X-PLAYLIST-TYPE (4.3.3.5): EVENT or VOD. */
  playlistType?: string;
  /** EXT-X-ENDLIST (4.3.3.4): no more segments will be added. */
  endList: boolean;
  segmentCount: number;
  /** Sum of the EXTINF durations, in seconds. */
  duration: number;
  firstSegment?: SegmentReference;
  /** EXT-X-MAP (4.3.2.5) that applies to the first segment. */
  firstSegmentMap?: SegmentReference;
}

/** EXT-X-BYTERANGE n[@o] (4.3.2.2); without @o the range follows the previous one of the same resource. */
function byteRange(text: string, previousEnd: number): { offset: number; length: number } | undefined {
  const match = /^(\d+)(?:@(\d+))?$/.exec(text.trim());
  return match
    ? { length: Number(match[1]), offset: match[2] !== undefined ? Number(match[2]) : previousEnd }
    : undefined;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { mediaSequence: 0, endList: false, segmentCount: 0, duration: 0 };
  let map: SegmentReference | undefined;
  let range: { offset: number; length: number } | undefined;
  let previousEnd = 0;
  for (const line of playlistLines(text)) {
    if (line.startsWith("#EXTINF:")) {
      const seconds = Number.parseFloat(line.slice("#EXTINF:".length));
      if (Number.isFinite(seconds) && seconds >= 0) playlist.duration += seconds;
    } else if (line.startsWith("#EXT-X-BYTERANGE:")) {
      range = byteRange(line.slice("#EXT-X-BYTERANGE:".length), previousEnd);
    } else if (line.startsWith("#EXT-X-MAP:")) {
      const attributes = parseAttributeList(line.slice("#EXT-X-MAP:".length));
      const uri = attributes.get("URI");
      const mapRange = attributes.has("BYTERANGE") ? byteRange(attributes.get("BYTERANGE")!, 0) : undefined;
      if (uri !== undefined) map = { uri, ...(mapRange && { range: mapRange }) };
    } else if (line.startsWith("#EXT-X-TARGETDURATION:")) {
      playlist.targetDuration = Number(line.slice("#EXT-X-TARGETDURATION:".length));
    } else if (line.startsWith("#EXT-X-MEDIA-SEQUENCE:")) {
      playlist.mediaSequence = Number(line.slice("#EXT-X-MEDIA-SEQUENCE:".length)) || 0;
    } else if (line.startsWith("#EXT-X-PLAYLIST-TYPE:")) {
      playlist.playlistType = line.slice("#EXT-X-PLAYLIST-TYPE:".length).trim();
    } else if (line === "#EXT-X-ENDLIST") {
      playlist.endList = true;
    } else if (!line.startsWith("#")) {
      if (playlist.segmentCount === 0) {
        playlist.firstSegment = { uri: line, ...(range && { range }) };
        if (map) playlist.firstSegmentMap = map;
      }
      playlist.segmentCount++;
      previousEnd = range ? range.offset + range.length : 0;
      range = undefined;
    }
  }
  return playlist;
}

/** VOD when the server may not change the playlist any more (4.3.3.5), live otherwise. */
export function presentationKind(playlist: MediaPlaylist): "vod" | "live" {
  return playlist.endList || playlist.playlistType === "VOD" ? "vod" : "live";
}
