// ISO/IEC 23009-1 5.3.9: where a Representation's initialization and first media segment are. The
// segment information is inherited down Period → AdaptationSet → Representation, a lower level's
// attributes overriding a higher one's (5.3.9.1).
import { attribute, child, children, type XmlElement } from "../xml";
import { resolveReference } from "../references";
import type { ByteRange } from "../package-reader";

export interface SegmentLocation {
  path: string;
  range?: ByteRange;
}

export interface FirstSegment {
  scheme: "SegmentTemplate" | "SegmentList" | "SegmentBase" | "BaseURL";
  init?: SegmentLocation;
  media: SegmentLocation;
}

/** The attributes of one kind of segment element along the hierarchy, the lowest level's winning. */
function inherited(levels: readonly XmlElement[], name: string): XmlElement | undefined {
  const found = levels
    .map((level) => child(level, name))
    .filter((element): element is XmlElement => element !== undefined);
  return found.length === 0 ? undefined : Object.assign({}, ...found);
}

/** "first-last" (RFC 7233 byte-range-spec, as @range and @mediaRange write it). */
function byteRange(text: string | undefined): ByteRange | undefined {
  const match = /^(\d+)-(\d+)$/.exec(text ?? "");
  return match && Number(match[2]) >= Number(match[1])
    ? { offset: Number(match[1]), length: Number(match[2]) - Number(match[1]) + 1 }
    : undefined;
}

const MAX_TEMPLATE_WIDTH = 32;

/** 5.3.9.4.4: $RepresentationID$, $Number$, $Bandwidth$, $Time$ (with an optional %0<width>d), and $$. */
export function expandTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\$(\w*)(?:%0(\d+)d)?\$/g, (whole, name: string, width: string | undefined) => {
    if (name === "") return "$";
    const value = values[name];
    if (value === undefined) return whole;
    // A width is a few digits; a manifest asking for more gets no more than MAX_TEMPLATE_WIDTH.
    return width === undefined
      ? String(value)
      : String(value).padStart(Math.min(Number(width), MAX_TEMPLATE_WIDTH), "0");
  });
}

/**
 * The first segment of a Representation. `levels`: Period, AdaptationSet, Representation; `base`: the
 * Representation's resolved BaseURL (a root-relative path or URL).
 */
export function firstSegment(levels: readonly XmlElement[], representation: XmlElement, base: string): FirstSegment {
  const template = inherited(levels, "SegmentTemplate");
  if (template) {
    const values = {
      RepresentationID: attribute(representation, "id") ?? "",
      Bandwidth: attribute(representation, "bandwidth") ?? "",
      Number: Number(attribute(template, "startNumber") ?? 1),
      Time: Number(attribute(child(child(template, "SegmentTimeline"), "S"), "t") ?? 0),
    };
    const initialization = attribute(template, "initialization");
    return {
      scheme: "SegmentTemplate",
      ...(initialization !== undefined && {
        init: { path: resolveReference(base, expandTemplate(initialization, values)) },
      }),
      media: { path: resolveReference(base, expandTemplate(attribute(template, "media") ?? "", values)) },
    };
  }
  const list = inherited(levels, "SegmentList");
  if (list) {
    const initialization = child(list, "Initialization");
    const firstUrl = children(list, "SegmentURL")[0];
    const media = attribute(firstUrl, "media");
    const mediaRange = byteRange(attribute(firstUrl, "mediaRange"));
    const initPath = attribute(initialization, "sourceURL");
    const initRange = byteRange(attribute(initialization, "range"));
    return {
      scheme: "SegmentList",
      ...(initialization && {
        init: {
          path: initPath !== undefined ? resolveReference(base, initPath) : base,
          ...(initRange && { range: initRange }),
        },
      }),
      media: {
        path: media !== undefined ? resolveReference(base, media) : base,
        ...(mediaRange && { range: mediaRange }),
      },
    };
  }
  // SegmentBase (5.3.9.2) or none: the Representation is one file, which the container parser reads
  // within its own bounds (its moov and index are in the head).
  return { scheme: inherited(levels, "SegmentBase") ? "SegmentBase" : "BaseURL", media: { path: base } };
}
