// An HLS presentation (RFC 8216) → docs/api.md §2.5: one stream per variant stream (EXT-X-STREAM-INF) and per
// rendition (EXT-X-MEDIA), described by the Master Playlist's attributes and, for the codec fields, by
// probing the first segment of its Media Playlist (with the EXT-X-MAP init segment of fMP4). Requests
// are bounded: at most MAX_PLAYLISTS Media Playlists, each with one segment and its init segment.
import type { ProbeContext } from "../../containers/container-format";
import type { AudioStream, ContainerProbe, SubtitleStream, VideoStream } from "../../schema";
import { PackageReader, readText } from "../package-reader";
import {
  decimalFrameRate,
  languageFields,
  packageAudioStream,
  packageProbe,
  packageVideoStream,
} from "../package-streams";
import { resolveReference } from "../references";
import { integerAttribute, parseResolution, type AttributeList } from "./attribute-list";
import { parseMasterPlaylist } from "./master-playlist";
import { parseMediaPlaylist, presentationKind, type MediaPlaylist } from "./media-playlist";

/** Media Playlists read at most, whatever the ladder's size. */
export const MAX_PLAYLISTS = 16;

interface PlaylistReading {
  playlist?: MediaPlaylist;
  probed?: ContainerProbe;
  path: string;
}

export async function probeHls({ source, diagnostics, siblings }: ProbeContext): Promise<ContainerProbe> {
  const reader = new PackageReader(source, siblings, diagnostics);
  const entryText = await readText(source);
  const entry = reader.entryPath;
  const master = parseMasterPlaylist(entryText);
  const video: VideoStream[] = [];
  const audio: AudioStream[] = [];
  const subtitle: SubtitleStream[] = [];
  const readings = new Map<string, PlaylistReading>();
  let budget = MAX_PLAYLISTS;

  // A playlist both a variant and a rendition (an audio-only variant of an AUDIO group) is read once.
  const read = async (uri: string, probeSegment: boolean): Promise<PlaylistReading> => {
    const path = resolveReference(entry, uri);
    const known = readings.get(path);
    if (known) return known;
    if (budget-- <= 0) return { path };
    const text = path === entry ? entryText : await reader.text(path, "Media Playlist");
    if (text === undefined) return { path };
    const playlist = parseMediaPlaylist(text);
    const reading: PlaylistReading = { playlist, path };
    if (probeSegment && playlist.firstSegment) {
      const segment = { path: resolveReference(path, playlist.firstSegment.uri), range: playlist.firstSegment.range };
      const map = playlist.firstSegmentMap && {
        path: resolveReference(path, playlist.firstSegmentMap.uri),
        range: playlist.firstSegmentMap.range,
      };
      reading.probed = await reader.probeMedia(segment, map, "first segment");
    }
    readings.set(path, reading);
    return reading;
  };

  const variants = master ? master.variants : [{ attributes: new Map<string, string>() as AttributeList, uri: entry }];
  const renditions = master?.renditions ?? [];
  const wanted = variants.length + renditions.filter((rendition) => rendition.attributes.has("URI")).length;
  if (wanted > MAX_PLAYLISTS) diagnostics.push(`HLS: ${wanted} Media Playlists; the first ${MAX_PLAYLISTS} are read`);

  for (const variant of variants) {
    const reading = await read(variant.uri, true);
    const properties = { ...attributeProperties(variant.attributes), ...playlistProperties(reading) };
    const seconds = vodSeconds(reading.playlist);
    const probedVideo = reading.probed?.video ?? [];
    for (const stream of probedVideo) video.push(packageVideoStream(stream, { properties }, seconds));
    // Audio muxed into the variant's segments belongs to it, unless an AUDIO group names its renditions.
    if (!variant.attributes.has("AUDIO")) {
      for (const stream of reading.probed?.audio ?? []) audio.push(packageAudioStream(stream, { properties }, seconds));
    }
    if (probedVideo.length === 0 && (reading.probed?.audio.length ?? 0) === 0) {
      const fallback = variantFromAttributes(variant.attributes);
      if (fallback) video.push(packageVideoStream(fallback, { properties }, seconds));
    }
  }
  for (const rendition of renditions) {
    const attributes = rendition.attributes;
    const type = attributes.get("TYPE");
    const uri = attributes.get("URI");
    const reading = uri !== undefined ? await read(uri, type === "AUDIO" || type === "VIDEO") : undefined;
    const properties = { ...attributeProperties(attributes), ...(reading && playlistProperties(reading)) };
    const language = languageFields(attributes.get("LANGUAGE"));
    const seconds = vodSeconds(reading?.playlist);
    if (type === "AUDIO" && reading) {
      for (const stream of reading.probed?.audio ?? [])
        audio.push(packageAudioStream(stream, { ...language, properties }, seconds));
    } else if (type === "VIDEO" && reading) {
      for (const stream of reading.probed?.video ?? [])
        video.push(packageVideoStream(stream, { ...language, properties }, seconds));
    } else if (type === "SUBTITLES") {
      subtitle.push({ format: "wvtt", ...language, properties });
    } else if (type === "CLOSED-CAPTIONS") {
      // INSTREAM-ID (4.3.4.1): CC1–CC4 are CEA-608 channels, SERVICEn CEA-708 services.
      subtitle.push({
        format: attributes.get("INSTREAM-ID")?.startsWith("SERVICE") ? "c708" : "c608",
        ...language,
        properties,
      });
    }
  }

  const playlists = [...readings.values()].flatMap((reading) => (reading.playlist ? [reading.playlist] : []));
  const live = playlists.some((playlist) => presentationKind(playlist) === "live");
  // The first variant's playlist times the presentation (as ffprobe's); each stream keeps its own.
  const seconds = live ? undefined : playlists[0]?.duration;
  const properties = {
    Presentation: live ? "live" : "vod",
    ...(master && { VariantStreams: master.variants.length, Renditions: master.renditions.length }),
  };
  return packageProbe(
    "hls",
    "HLS",
    { size: reader.size, seconds, manifest: reader.manifest, properties },
    { video, audio, subtitle },
  );
}

/** The attributes under their names; the numeric ones (4.2 decimal-integer, decimal-floating-point) as numbers. */
function attributeProperties(attributes: AttributeList): Record<string, unknown> {
  const numeric = new Set(["BANDWIDTH", "AVERAGE-BANDWIDTH", "FRAME-RATE"]);
  return Object.fromEntries(
    [...attributes].map(([name, value]) => [
      name,
      numeric.has(name) && Number.isFinite(Number(value)) ? Number(value) : value,
    ]),
  );
}

/** The Media Playlist's own facts, named as its tags. */
function playlistProperties({ playlist, path }: PlaylistReading): Record<string, unknown> {
  if (!playlist) return { Playlist: path };
  return {
    Playlist: path,
    "EXT-X-TARGETDURATION": playlist.targetDuration,
    "EXT-X-MEDIA-SEQUENCE": playlist.mediaSequence,
    ...(playlist.playlistType && { "EXT-X-PLAYLIST-TYPE": playlist.playlistType }),
    "EXT-X-ENDLIST": playlist.endList,
    Segments: playlist.segmentCount,
    Presentation: presentationKind(playlist),
  };
}

/** The duration of a VOD playlist; a live one's window is not the presentation's duration. */
function vodSeconds(playlist: MediaPlaylist | undefined): number | undefined {
  return playlist && presentationKind(playlist) === "vod" ? playlist.duration : undefined;
}

/** A variant whose segment could not be probed, described by its attributes alone. */
function variantFromAttributes(attributes: AttributeList): VideoStream | undefined {
  const resolution = parseResolution(attributes.get("RESOLUTION"));
  if (!resolution) return undefined;
  const codec = attributes.get("CODECS")?.split(",")[0]?.trim().slice(0, 4);
  const rate = decimalFrameRate(attributes.get("FRAME-RATE"));
  const bandwidth = integerAttribute(attributes, "BANDWIDTH");
  return {
    format: codec || "unknown",
    ...resolution,
    ...(rate && { sample_rate: rate }),
    ...(bandwidth !== undefined && { bit_rate: bandwidth }),
  };
}
