// The structural metadata of ST 377-1 clause 9.5 resolved into what a probe reports: the material
// package's timeline and timecode, and the file package tracks that hold essence, each with its descriptor.
import type { Rational } from "../../schema";
import type { HeaderMetadata, MetadataSet } from "./header-metadata";
import type { PropertyDefinitions } from "./local-set";
import { trackKind, type TrackKind } from "./labels/data-definitions";
import { CONTENT_STORAGE_KEY, contentStorageProperties } from "./sets/content-storage";
import { ESSENCE_CONTAINER_DATA_KEY, essenceContainerDataProperties } from "./sets/essence-container-data";
import { genericPackageProperties, MATERIAL_PACKAGE_KEY } from "./sets/generic-package";
import { IDENTIFICATION_KEY, identificationProperties, type Identification } from "./sets/identification";
import { MULTIPLE_DESCRIPTOR_KEY, multipleDescriptorProperties } from "./sets/multiple-descriptor";
import { PREFACE_KEY, prefaceProperties, type Preface } from "./sets/preface";
import { SOURCE_CLIP_KEY, sourceClipProperties, type SourceClip } from "./sets/source-clip";
import { SOURCE_PACKAGE_KEY, sourcePackageProperties, type SourcePackage } from "./sets/source-package";
import { SEQUENCE_KEY, sequenceProperties } from "./sets/structural-component";
import { TIMECODE_COMPONENT_KEY, timecodeComponentProperties, type TimecodeComponent } from "./sets/timecode-component";
import { TIMELINE_TRACK_KEY, trackProperties, type Track } from "./sets/track";

/** A timeline track with what its sequence says: the kind of essence, its duration and its components. */
export interface ResolvedTrack {
  readonly track: Track;
  readonly kind?: TrackKind;
  /** In edit units of track.EditRate; undefined when unknown (absent or -1, ST 377-1 Annex A.11). */
  readonly duration?: number;
  readonly sourceClips: SourceClip[];
  readonly timecode?: TimecodeComponent;
}

export interface EssenceTrack extends ResolvedTrack {
  readonly filePackage: SourcePackage;
  /** The file descriptor that describes this track's essence (from a Multiple Descriptor when interleaved). */
  readonly descriptor?: MetadataSet;
  /** The duration on the material package timeline, in edit units of `materialEditRate`. */
  readonly materialDuration?: number;
  readonly materialEditRate?: Rational;
  readonly indexSID?: number;
  readonly bodySID?: number;
}

export interface PackageModel {
  readonly preface?: Preface;
  /** The last Identification set: the application that last wrote the file (ST 377-1 clause 9.5.2). */
  readonly identification?: Identification;
  readonly materialPackageUID?: string;
  readonly materialTracks: ResolvedTrack[];
  readonly essenceTracks: EssenceTrack[];
  /** Packages of kind Source whose descriptor is not a file descriptor (tape, import) are left out. */
  readonly filePackageCount: number;
}

/** Physical source descriptors (ST 377-1 Annex A and AAF): their packages hold no essence of this file. */
const PHYSICAL_DESCRIPTOR_KEYS = new Set(["060e2b34025301000d01010101012e00", "060e2b34025301000d01010101014a00"]);

export function resolvePackageModel(metadata: HeaderMetadata, diagnostics: string[]): PackageModel {
  const prefaceSet = metadata.ofClass(PREFACE_KEY)[0];
  if (!prefaceSet) diagnostics.push("MXF: header metadata has no Preface set");
  const preface = prefaceSet && metadata.read(prefaceSet, prefaceProperties, "Preface");
  const identifications = metadata.ofClass(IDENTIFICATION_KEY);
  const lastIdentification = identifications[identifications.length - 1];
  const identification =
    lastIdentification && metadata.read(lastIdentification, identificationProperties, "Identification");

  const storage =
    metadata.resolve(preface?.ContentStorage, [CONTENT_STORAGE_KEY], contentStorageProperties, "ContentStorage") ??
    readFirst(metadata, CONTENT_STORAGE_KEY, contentStorageProperties, "ContentStorage");
  const packageSets = storage?.Packages?.map((uid) => metadata.sets.get(uid)).filter((set) => set !== undefined) ?? [
    ...metadata.ofClass(MATERIAL_PACKAGE_KEY),
    ...metadata.ofClass(SOURCE_PACKAGE_KEY),
  ];

  const materialSet = packageSets.find((set) => set.key === MATERIAL_PACKAGE_KEY);
  const material = materialSet && metadata.read(materialSet, genericPackageProperties, "MaterialPackage");
  const materialTracks = (material?.Tracks ?? []).flatMap((uid) => resolveTrack(metadata, uid) ?? []);

  const containerData = (storage?.EssenceContainerData ?? []).flatMap(
    (uid) =>
      metadata.resolve(uid, [ESSENCE_CONTAINER_DATA_KEY], essenceContainerDataProperties, "EssenceContainerData") ?? [],
  );
  const filePackages = packageSets
    .filter((set) => set.key === SOURCE_PACKAGE_KEY)
    .map((set) => metadata.read(set, sourcePackageProperties, "SourcePackage"))
    .filter((sourcePackage) => {
      const descriptor =
        sourcePackage.Descriptor === undefined ? undefined : metadata.sets.get(sourcePackage.Descriptor);
      const linked = containerData.some((data) => data.LinkedPackageUID === sourcePackage.PackageUID);
      return (
        linked ||
        (descriptor !== undefined && !PHYSICAL_DESCRIPTOR_KEYS.has(descriptor.key) && containerData.length === 0)
      );
    });

  const essenceTracks = filePackages.flatMap((filePackage) => {
    const data = containerData.find((candidate) => candidate.LinkedPackageUID === filePackage.PackageUID);
    const tracks = (filePackage.Tracks ?? []).flatMap((uid) => resolveTrack(metadata, uid) ?? []);
    const essence = tracks.filter(
      (track) => track.kind === "picture" || track.kind === "sound" || track.kind === "data",
    );
    const descriptors = fileDescriptorsOf(metadata, filePackage.Descriptor);
    return essence.map((resolved, index): EssenceTrack => {
      const fromMaterial = materialTracks.find((materialTrack) =>
        materialTrack.sourceClips.some(
          (clip) => clip.SourcePackageID === filePackage.PackageUID && clip.SourceTrackID === resolved.track.TrackID,
        ),
      );
      return {
        ...resolved,
        filePackage,
        descriptor: pickDescriptor(metadata, descriptors, resolved.track, index, essence.length),
        materialDuration: fromMaterial?.duration,
        materialEditRate: fromMaterial?.track.EditRate,
        indexSID: data?.IndexSID,
        bodySID: data?.BodySID,
      };
    });
  });

  return {
    preface,
    identification,
    materialPackageUID: material?.PackageUID,
    materialTracks,
    essenceTracks: oneTrackPerEssence(essenceTracks, diagnostics),
    filePackageCount: filePackages.length,
  };
}

/**
 * A descriptor reached through two paths describes one essence: tracks that share a descriptor set are one
 * stream unless they name distinct essence elements (ST 379-1 7.1: a TrackNumber is the element's key;
 * 0 names none). A track without an element of its own that leads to another's descriptor is that stream.
 */
function oneTrackPerEssence(tracks: readonly EssenceTrack[], diagnostics: string[]): EssenceTrack[] {
  const kept: EssenceTrack[] = [];
  for (const track of [...tracks].sort((a, b) => Number(!a.track.TrackNumber) - Number(!b.track.TrackNumber))) {
    const twin =
      track.descriptor &&
      kept.find(
        (other) =>
          other.descriptor === track.descriptor &&
          (!track.track.TrackNumber || other.track.TrackNumber === track.track.TrackNumber),
      );
    if (twin) {
      diagnostics.push(
        `MXF: track ${track.track.TrackID ?? "?"} leads to the descriptor of track ${twin.track.TrackID ?? "?"} without an essence element of its own; it is the same stream`,
      );
      continue;
    }
    kept.push(track);
  }
  return tracks.filter((track) => kept.includes(track));
}

function readFirst<D extends PropertyDefinitions>(metadata: HeaderMetadata, key: string, definitions: D, name: string) {
  const set = metadata.ofClass(key)[0];
  return set && metadata.read(set, definitions, name);
}

/** A track with its sequence's components (ST 377-1 clause 9.5.8: a track owns one Sequence). */
function resolveTrack(metadata: HeaderMetadata, uid: string): ResolvedTrack | undefined {
  const track = metadata.resolve(uid, [TIMELINE_TRACK_KEY], trackProperties, "Track");
  if (!track) return undefined;
  const sequenceSet = track.Sequence === undefined ? undefined : metadata.sets.get(track.Sequence);
  const sequence = sequenceSet && metadata.read(sequenceSet, sequenceProperties, "Sequence");
  const componentUIDs =
    sequenceSet?.key === SEQUENCE_KEY
      ? (sequence?.StructuralComponents ?? [])
      : sequenceSet
        ? [sequenceSet.instanceUID]
        : [];
  const sourceClips = componentUIDs.flatMap(
    (component) => metadata.resolve(component, [SOURCE_CLIP_KEY], sourceClipProperties, "SourceClip") ?? [],
  );
  const timecode = componentUIDs
    .map((component) =>
      metadata.resolve(component, [TIMECODE_COMPONENT_KEY], timecodeComponentProperties, "TimecodeComponent"),
    )
    .find((component) => component !== undefined);
  const duration = sequence?.Duration;
  return {
    track,
    kind: sequence?.DataDefinition && trackKind(sequence.DataDefinition),
    duration: duration !== undefined && duration >= 0 ? duration : undefined,
    sourceClips,
    timecode,
  };
}

/** The file descriptors of a package: the sub-descriptors of a Multiple Descriptor, or the one descriptor. */
function fileDescriptorsOf(metadata: HeaderMetadata, uid: string | undefined): MetadataSet[] {
  const set = uid === undefined ? undefined : metadata.sets.get(uid);
  if (!set) return [];
  if (set.key !== MULTIPLE_DESCRIPTOR_KEY) return [set];
  const multiple = metadata.read(set, multipleDescriptorProperties, "MultipleDescriptor");
  return (multiple.SubDescriptorUIDs ?? []).flatMap((sub) => metadata.sets.get(sub) ?? []);
}

/** The descriptor whose LinkedTrackID names the track, else the one at the same position (ST 377-1 Annex A.16). */
function pickDescriptor(
  metadata: HeaderMetadata,
  descriptors: readonly MetadataSet[],
  track: Track,
  index: number,
  trackCount: number,
): MetadataSet | undefined {
  const linked = descriptors.find(
    (set) => metadata.read(set, multipleDescriptorProperties, "FileDescriptor").LinkedTrackID === track.TrackID,
  );
  if (linked) return linked;
  return descriptors.length === trackCount ? descriptors[index] : descriptors.length === 1 ? descriptors[0] : undefined;
}
