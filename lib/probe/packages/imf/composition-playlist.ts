// SMPTE ST 2067-3 CompositionPlaylist: the segments, their sequences (one per virtual track and
// segment, named by the sequence element: MainImageSequence, MainAudioSequence, SubtitlesSequence, ...)
// and the track file resources each plays.
import { rational } from "../../rational";
import type { Rational } from "../../schema";
import { child, childText, children, type XmlElement } from "../xml";

export interface Resource {
  trackFileId?: string;
  editRate: Rational;
  /** The edit units played once: SourceDuration, else IntrinsicDuration − EntryPoint (ST 2067-3 6.11). */
  duration: number;
  repeatCount: number;
  sourceEncoding?: string;
}

export interface Sequence {
  /** The element's name: the kind of the virtual track. */
  kind: string;
  trackId: string;
  resources: Resource[];
}

export interface Segment {
  id?: string;
  sequences: Sequence[];
}

export interface CompositionPlaylist {
  id?: string;
  contentTitle?: string;
  annotation?: string;
  issuer?: string;
  creator?: string;
  contentKind?: string;
  editRate?: Rational;
  /** ApplicationIdentification values (ST 2067-2 ExtensionProperties): the App the CPL conforms to. */
  applications: string[];
  segments: Segment[];
  /** EssenceDescriptorList: each descriptor's Id → its element name and element. */
  essenceDescriptors: Map<string, { name: string; element: XmlElement }>;
}

/** "60000 1001" (ST 2067-3 Rational: two integers). */
function parseEditRate(text: string | undefined): Rational | undefined {
  const match = /^\s*(\d+)\s+(\d+)\s*$/.exec(text ?? "");
  return match && Number(match[2]) > 0 && Number(match[1]) > 0
    ? rational(Number(match[1]), Number(match[2]))
    : undefined;
}

function elementsOf(parent: XmlElement | undefined): [string, XmlElement][] {
  return Object.keys(parent ?? {})
    .filter((name) => !name.startsWith("@") && !name.startsWith("#"))
    .flatMap((name) => children(parent, name).map((element): [string, XmlElement] => [name, element]));
}

function parseResource(resource: XmlElement, compositionRate: Rational | undefined): Resource | undefined {
  const editRate = parseEditRate(childText(resource, "EditRate")) ?? compositionRate;
  const intrinsic = Number(childText(resource, "IntrinsicDuration"));
  const entryPoint = Number(childText(resource, "EntryPoint") ?? 0);
  const source = childText(resource, "SourceDuration");
  const duration = source !== undefined ? Number(source) : intrinsic - entryPoint;
  if (!editRate || !Number.isSafeInteger(duration) || duration < 0) return undefined;
  const repeat = Number(childText(resource, "RepeatCount") ?? 1);
  const trackFileId = childText(resource, "TrackFileId")?.toLowerCase();
  const sourceEncoding = childText(resource, "SourceEncoding")?.toLowerCase();
  return {
    editRate,
    duration,
    repeatCount: Number.isSafeInteger(repeat) && repeat > 0 ? repeat : 1,
    ...(trackFileId && { trackFileId }),
    ...(sourceEncoding && { sourceEncoding }),
  };
}

export function parseCompositionPlaylist(root: XmlElement): CompositionPlaylist {
  const editRate = parseEditRate(childText(root, "EditRate"));
  const segments = children(child(root, "SegmentList"), "Segment").map((segment) => ({
    id: childText(segment, "Id"),
    sequences: elementsOf(child(segment, "SequenceList")).flatMap(([kind, sequence]): Sequence[] => {
      const trackId = childText(sequence, "TrackId");
      if (trackId === undefined) return [];
      const resources = children(child(sequence, "ResourceList"), "Resource").flatMap(
        (resource) => parseResource(resource, editRate) ?? [],
      );
      return [{ kind, trackId: trackId.toLowerCase(), resources }];
    }),
  }));
  const essenceDescriptors = new Map<string, { name: string; element: XmlElement }>();
  for (const descriptor of children(child(root, "EssenceDescriptorList"), "EssenceDescriptor")) {
    const id = childText(descriptor, "Id")?.toLowerCase();
    const [entry] = elementsOf(descriptor).filter(([name]) => name !== "Id");
    if (id && entry) essenceDescriptors.set(id, { name: entry[0], element: entry[1] });
  }
  const applications = children(child(root, "ExtensionProperties"), "ApplicationIdentification").flatMap((element) => {
    const text = element["#text"];
    return typeof text === "string" ? text.trim().split(/\s+/) : [];
  });
  return {
    id: childText(root, "Id"),
    contentTitle: childText(root, "ContentTitle"),
    annotation: childText(root, "Annotation"),
    issuer: childText(root, "Issuer"),
    creator: childText(root, "Creator"),
    contentKind: childText(root, "ContentKind"),
    editRate,
    applications,
    segments,
    essenceDescriptors,
  };
}

/** Seconds a resource plays, repeats included. */
export function resourceSeconds(resource: Resource): number {
  return (resource.duration * resource.repeatCount * resource.editRate.denominator) / resource.editRate.numerator;
}
