// An IMF package (SMPTE ST 2067-2, -3; ASSETMAP ST 429-9; PKL ST 2067-2/429-8) → docs/api.md §2.5: one stream
// per virtual track of the composition, its fields from the first track file's MXF descriptors (read
// by the MXF parser), else from the CPL's EssenceDescriptor; the composition's duration; the PKL's
// hashes checked where the files are local. Requests are bounded by the virtual tracks, not the
// composition's length: one track file is probed per virtual track, the others are only named.
import type { ProbeContext } from "../../containers/container-format";
import { ProbeError } from "../../errors";
import type { AudioStream, ContainerProbe, SubtitleStream, VideoStream } from "../../schema";
import { PackageReader, readText } from "../package-reader";
import { packageAudioStream, packageProbe, packageVideoStream } from "../package-streams";
import { parseXml, type XmlElement } from "../xml";
import { applicationName } from "./applications";
import { parseAssetMap, type AssetMap } from "./asset-map";
import {
  parseCompositionPlaylist,
  resourceSeconds,
  type CompositionPlaylist,
  type Resource,
} from "./composition-playlist";
import { audioFromDescriptor, subtitleFieldsFromDescriptor, videoFromDescriptor } from "./cpl-essence-descriptor";
import { parsePackingList, SHA1_ALGORITHM, type PackingList } from "./packing-list";

/** XML assets of an ASSETMAP read to find its compositions. */
const MAX_COMPOSITIONS_READ = 8;

const SUBTITLE_SEQUENCES = new Set([
  "SubtitlesSequence",
  "HearingImpairedCaptionsSequence",
  "VisuallyImpairedTextSequence",
  "CommentarySequence",
  "KaraokeSequence",
  "ForcedNarrativeSequence",
]);

/**
 * Immersive audio sequences and the coding their track files carry: IAB (ST 2067-201, ST 2098-2 bitstream)
 * and MGA with S-ADM metadata (ST 2067-203, ST 2127-1). Their track files' descriptors derive from the
 * generic sound descriptor, so the MXF reading alone would take them for PCM and give PCM's bit rate.
 */
const IMMERSIVE_AUDIO_FORMATS: Readonly<Record<string, string>> = { IABSequence: "iab ", MGASequence: "mga " };

interface VirtualTrack {
  kind: string;
  trackId: string;
  resources: Resource[];
}

export async function probeImf({ source, diagnostics, siblings }: ProbeContext): Promise<ContainerProbe> {
  const reader = new PackageReader(source, siblings, diagnostics);
  const entry = parseXml(await readText(source));
  if (!entry) throw new ProbeError("unrecognized", `${source.name}: not well-formed XML`);
  const assetMapRoot = entry.name === "AssetMap" ? entry.element : await assetMapBeside(reader);
  const assetMap = assetMapRoot && parseAssetMap(assetMapRoot);
  if (!assetMap) diagnostics.push("IMF: no ASSETMAP beside the file: track files cannot be located");
  const packingLists = entry.name === "PackingList" ? [parsePackingList(entry.element)] : [];
  for (const asset of assetMap?.assets.filter(
    (candidate) => candidate.packingList && candidate.path !== reader.entryPath,
  ) ?? []) {
    const document = parseXml((await reader.text(asset.path, "PKL")) ?? "");
    if (document?.name === "PackingList") packingLists.push(parsePackingList(document.element));
  }

  const compositions =
    entry.name === "CompositionPlaylist"
      ? [{ path: reader.entryPath, cpl: parseCompositionPlaylist(entry.element) }]
      : await compositionsOf(reader, assetMap);
  const composition = compositions[0];
  if (!composition)
    throw new ProbeError("unrecognized", `${source.name}: the IMF package holds no CompositionPlaylist`);
  if (compositions.length > 1)
    diagnostics.push(
      `IMF: ${compositions.length} compositions in the package; the first (${composition.path}) is described`,
    );
  const { cpl } = composition;

  const assetOf = (id: string) => assetMap?.assets.find((asset) => asset.id === id);
  const tracks = virtualTracks(cpl);
  const video: VideoStream[] = [];
  const audio: AudioStream[] = [];
  const subtitle: SubtitleStream[] = [];
  for (const track of tracks) {
    const trackFileIds = [...new Set(track.resources.flatMap((resource) => resource.trackFileId ?? []))];
    const trackFiles = trackFileIds.map((id) => assetOf(id)?.path ?? id);
    for (const id of trackFileIds)
      if (!assetOf(id) && assetMap) diagnostics.push(`IMF: track file ${id} of ${track.kind} is not in the ASSETMAP`);
    const first = trackFileIds[0] !== undefined ? assetOf(trackFileIds[0]) : undefined;
    const probed = first
      ? await reader.probeMedia({ path: first.path }, undefined, `track file of ${track.kind}`)
      : undefined;
    for (const asset of trackFileIds.slice(1).flatMap((id) => assetOf(id) ?? [])) reader.note(asset.path, asset.length);
    const seconds = track.resources.reduce((sum, resource) => sum + resourceSeconds(resource), 0);
    const properties = {
      TrackId: track.trackId,
      Sequence: track.kind,
      TrackFiles: trackFiles,
      Resources: track.resources.length,
    };
    const descriptor = descriptorOf(cpl, track);
    if (track.kind === "MainImageSequence") {
      video.push(packageVideoStream(probed?.video[0] ?? videoFromDescriptor(descriptor), { properties }, seconds));
    } else if (track.kind === "MainAudioSequence") {
      audio.push(packageAudioStream(probed?.audio[0] ?? audioFromDescriptor(descriptor), { properties }, seconds));
    } else if (IMMERSIVE_AUDIO_FORMATS[track.kind]) {
      // Not PCM: the sample size, labels and bit rate a PCM reading gives do not apply.
      const {
        bit_rate: _bitRate,
        bits_per_sample: _bits,
        label: _labels,
        ...fields
      } = probed?.audio[0] ?? audioFromDescriptor(descriptor);
      audio.push(
        packageAudioStream({ ...fields, format: IMMERSIVE_AUDIO_FORMATS[track.kind]! }, { properties }, seconds),
      );
    } else if (SUBTITLE_SEQUENCES.has(track.kind)) {
      // IMSC1 timed text (ST 2067-2 5.4): TTML in MXF, named by the TTML sample entry code of ISO/IEC 14496-30.
      const { properties: probedProperties, ...stream } = probed?.subtitle[0] ?? { format: "stpp" };
      const fromCpl = subtitleFieldsFromDescriptor(descriptor);
      const language =
        stream.language !== undefined && stream.language !== "und"
          ? stream.language
          : (fromCpl.language ?? stream.language);
      subtitle.push({
        ...stream,
        ...(language && { language }),
        properties: { ...fromCpl.properties, ...probedProperties, ...properties },
      });
    }
  }
  if (reader.canDigest) {
    const trackFilePaths = tracks.flatMap((track) =>
      track.resources.flatMap((resource) => assetOf(resource.trackFileId ?? "")?.path ?? []),
    );
    await checkHashes(reader, packingLists, [...new Set([composition.path, ...trackFilePaths])], assetMap);
  }

  const segments = cpl.segments.map((segment) => ({ id: segment.id, seconds: segmentSeconds(segment.sequences) }));
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const properties = {
    ContentTitle: cpl.contentTitle,
    Id: cpl.id,
    ...(cpl.annotation !== undefined && { Annotation: cpl.annotation }),
    ...(cpl.contentKind !== undefined && { ContentKind: cpl.contentKind }),
    ...(cpl.issuer !== undefined && { Issuer: cpl.issuer }),
    ...(cpl.creator !== undefined && { Creator: cpl.creator }),
    EditRate: cpl.editRate,
    ApplicationIdentification: cpl.applications,
    Application: cpl.applications.map((uri) => applicationName(uri) ?? uri),
    Segments: segments.map((segment) => ({
      Id: segment.id,
      Duration: cpl.editRate
        ? Math.round((segment.seconds * cpl.editRate.numerator) / cpl.editRate.denominator)
        : undefined,
    })),
    VirtualTracks: tracks.map((track) => ({
      TrackId: track.trackId,
      Sequence: track.kind,
      Resources: track.resources.length,
    })),
    CompositionPlaylist: composition.path,
    ...(assetMap?.id && { AssetMapId: assetMap.id }),
    ...(packingLists.length > 0 && { PackingListId: packingLists.map((list) => list.id) }),
  };
  return packageProbe(
    "imf",
    "IMF",
    { size: reader.size, seconds, manifest: reader.manifest, properties },
    { video, audio, subtitle },
  );
}

/** The ASSETMAP of the volume a CPL or PKL lies in: by its name beside it (ST 429-9 6.2: "ASSETMAP.xml"). */
async function assetMapBeside(reader: PackageReader): Promise<XmlElement | undefined> {
  const listed = (await reader.list()).filter((name) => /^ASSETMAP(\.xml)?$/i.test(name));
  const path = listed[0] ?? (reader.canOpen ? "ASSETMAP.xml" : undefined);
  if (path === undefined) return undefined;
  const document = parseXml((await reader.text(path, "ASSETMAP")) ?? "");
  return document?.name === "AssetMap" ? document.element : undefined;
}

/** The CompositionPlaylists among the ASSETMAP's XML assets, in its order. */
async function compositionsOf(
  reader: PackageReader,
  assetMap: AssetMap | undefined,
): Promise<{ path: string; cpl: CompositionPlaylist }[]> {
  const candidates = assetMap?.assets.filter((asset) => !asset.packingList && /\.xml$/i.test(asset.path)) ?? [];
  const found: { path: string; cpl: CompositionPlaylist }[] = [];
  for (const asset of candidates.slice(0, MAX_COMPOSITIONS_READ)) {
    const document = parseXml((await reader.text(asset.path, "CPL")) ?? "");
    if (document?.name === "CompositionPlaylist")
      found.push({ path: asset.path, cpl: parseCompositionPlaylist(document.element) });
  }
  return found;
}

/** The sequences of every segment joined by TrackId (ST 2067-3 6.9.3): the composition's virtual tracks. */
function virtualTracks(cpl: CompositionPlaylist): VirtualTrack[] {
  const tracks = new Map<string, VirtualTrack>();
  for (const segment of cpl.segments) {
    for (const sequence of segment.sequences) {
      const track = tracks.get(sequence.trackId) ?? { kind: sequence.kind, trackId: sequence.trackId, resources: [] };
      track.resources.push(...sequence.resources);
      tracks.set(sequence.trackId, track);
    }
  }
  return [...tracks.values()];
}

/** Every sequence of a segment lasts as long (ST 2067-3 6.9.2); the main image's is taken, else the first's. */
function segmentSeconds(sequences: readonly { kind: string; resources: Resource[] }[]): number {
  const timed =
    sequences.find((sequence) => sequence.kind === "MainImageSequence") ??
    sequences.find((sequence) => sequence.resources.length > 0);
  return timed?.resources.reduce((sum, resource) => sum + resourceSeconds(resource), 0) ?? 0;
}

function descriptorOf(cpl: CompositionPlaylist, track: VirtualTrack): XmlElement | undefined {
  const encoding = track.resources.find((resource) => resource.sourceEncoding)?.sourceEncoding;
  return encoding ? cpl.essenceDescriptors.get(encoding)?.element : undefined;
}

/** Each file's SHA-1 against its PKL Hash; a mismatch or an unreadable file is a diagnostic. */
async function checkHashes(
  reader: PackageReader,
  packingLists: readonly PackingList[],
  paths: readonly string[],
  assetMap: AssetMap | undefined,
): Promise<void> {
  for (const path of paths) {
    const id = assetMap?.assets.find((asset) => asset.path === path)?.id;
    const listed = packingLists.flatMap((list) => list.assets).find((asset) => asset.id === id);
    if (!listed?.hash) continue;
    if (listed.hashAlgorithm !== SHA1_ALGORITHM) {
      reader.diagnostics.push(`IMF: ${path}: hash algorithm ${listed.hashAlgorithm} is not checked`);
      continue;
    }
    let digest: Uint8Array | undefined;
    try {
      digest = await reader.sha1(path);
    } catch (error) {
      reader.diagnostics.push(`IMF: ${path}: hash not checked: ${(error as Error).message}`);
      continue;
    }
    if (digest && btoa(String.fromCharCode(...digest)) !== listed.hash.trim()) {
      reader.diagnostics.push(
        `IMF: ${path}: SHA-1 ${btoa(String.fromCharCode(...digest))} differs from the PKL Hash ${listed.hash.trim()}`,
      );
    }
  }
}
