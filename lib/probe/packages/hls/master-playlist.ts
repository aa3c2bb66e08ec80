// RFC 8216 4.3.4: a Master Playlist's variant streams (EXT-X-STREAM-INF and the URI line after it) and
// renditions (EXT-X-MEDIA). Other tags are not needed to describe the streams.
import { parseAttributeList, type AttributeList } from "./attribute-list";

export interface VariantStream {
  /** The EXT-X-STREAM-INF attributes (BANDWIDTH, CODECS, RESOLUTION, FRAME-RATE, AUDIO, ...). */
  attributes: AttributeList;
  uri: string;
}

export interface Rendition {
  /** The EXT-X-MEDIA attributes (TYPE, GROUP-ID, NAME, LANGUAGE, URI, ...). */
  attributes: AttributeList;
}

export interface MasterPlaylist {
  variants: VariantStream[];
  renditions: Rendition[];
}

/** The lines of a playlist, trimmed, blank ones dropped (4.1). */
export function playlistLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A Master Playlist, or undefined when the text is a Media Playlist (it has no EXT-X-STREAM-INF). */
export function parseMasterPlaylist(text: string): MasterPlaylist | undefined {
  const lines = playlistLines(text);
  const variants: VariantStream[] = [];
  const renditions: Rendition[] = [];
  let pending: AttributeList | undefined;
  for (const line of lines) {
    if (line.startsWith("#EXT-X-STREAM-INF:")) pending = parseAttributeList(line.slice("#EXT-X-STREAM-INF:".length));
    else if (line.startsWith("#EXT-X-MEDIA:"))
      renditions.push({ attributes: parseAttributeList(line.slice("#EXT-X-MEDIA:".length)) });
    else if (!line.startsWith("#") && pending) {
      variants.push({ attributes: pending, uri: line });
      pending = undefined;
    }
  }
  return variants.length > 0 || renditions.length > 0 ? { variants, renditions } : undefined;
}
