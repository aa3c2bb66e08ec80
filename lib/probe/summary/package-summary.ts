// A package's structure (IMF, HLS, DASH) as the summary shows it: what the package is, in the words of its
// manifest (composition title and kind, edit rate, application, segments and virtual tracks; VOD or live
// and its variants; the MPD's type and periods), and the files it is made of.
import type { ContainerProbe } from "../schema";

export interface PackageSummary {
  facts: string[];
  /** The package's files, relative to its root or manifest (`manifest` of docs/api.md §2.5). */
  files: string[];
}

const PACKAGE_TYPES = new Set(["imf", "hls", "dash"]);

export function packageSummary(probe: ContainerProbe): PackageSummary | undefined {
  if (!PACKAGE_TYPES.has(probe.type)) return undefined;
  const p = probe.properties;
  const facts = (probe.type === "imf" ? imfFacts(p) : probe.type === "hls" ? hlsFacts(p) : dashFacts(p)).filter(
    (fact) => fact !== undefined,
  );
  return { facts, files: probe.manifest ?? [] };
}

type Properties = ContainerProbe["properties"];

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);
const count = (value: unknown, noun: string) =>
  Array.isArray(value) ? `${value.length} ${noun}${value.length === 1 ? "" : "s"}` : undefined;
const label = (name: string, value: string | undefined) => (value === undefined ? undefined : `${name}: ${value}`);

function imfFacts(p: Properties): (string | undefined)[] {
  const rate = p.EditRate as { numerator?: number; denominator?: number } | undefined;
  return [
    label("Composition", text(p.ContentTitle)),
    label("Kind", text(p.ContentKind)),
    label("Edit rate", rate?.numerator && rate.denominator ? `${rate.numerator}/${rate.denominator}` : undefined),
    label("Application", Array.isArray(p.Application) ? p.Application.join(", ") : undefined),
    count(p.Segments, "segment"),
    count(p.VirtualTracks, "virtual track"),
    label("CPL", text(p.CompositionPlaylist)),
  ];
}

function hlsFacts(p: Properties): (string | undefined)[] {
  return [
    p.Presentation === "live" ? "Live" : "VOD",
    label("Variant streams", text(p.VariantStreams)),
    label("Renditions", text(p.Renditions)),
  ];
}

function dashFacts(p: Properties): (string | undefined)[] {
  return [
    p.type === "dynamic" ? "Dynamic (live)" : "Static (on demand)",
    label("Periods", text(p.Periods)),
    label("Profiles", text(p.profiles)),
  ];
}
