// How much essence the file really holds, against what the header metadata declares: the index
// tables (ST 377-1 clause 11) when present; for a file cut short, an estimate of the content packages
// that fit in what remains (ST 379-1 clause 6: frame wrapping gives one content package per edit unit).
import type { BlockReader } from "../../io/block-reader";
import type { Rational } from "../../schema";
import { convertUnits, validRate } from "./essence-rates";
import { constantByteCountUnits } from "./essence-length";
import { bodyKlvs } from "./essence-walk";
import type { MxfLayout } from "./file-layout";
import { readIndexedSpans, type IndexedSpan } from "./index-tables";
import type { KlvHeader } from "./klv";
import type { EssenceTrack, PackageModel } from "./package-model";
import { ulKey } from "./ul";

/** KLVs walked to find the size of the first content package. */
const MAX_KLVS_WALKED = 64;

export async function reconcileWithEssence(
  reader: BlockReader,
  layout: MxfLayout,
  model: PackageModel,
  diagnostics: string[],
): Promise<PackageModel> {
  const spans = await readIndexedSpans(reader, layout.partitions, diagnostics);
  const essenceTracks = [];
  for (const essence of model.essenceTracks) {
    const indexed =
      essence.indexSID !== undefined
        ? spans.get(essence.indexSID)
        : spans.size === 1
          ? [...spans.values()][0]
          : undefined;
    const span = indexed && (await withWholeEssence(reader, layout, essence, indexed));
    const rate = validRate(span?.IndexEditRate);
    if (!span || !rate) {
      essenceTracks.push(essence);
      continue;
    }
    const claimed = declaredUnits(essence, rate);
    if (claimed === undefined) {
      diagnostics.push(
        `MXF: track ${essence.track.TrackID ?? "?"} has no duration in the header metadata; the index table's ${span.end} edit units are used`,
      );
    } else if (span.end < claimed) {
      diagnostics.push(
        `MXF: track ${essence.track.TrackID ?? "?"}: the header metadata declares ${claimed} edit units but the index table covers only ${span.end}; the indexed essence is reported`,
      );
    } else {
      essenceTracks.push(essence);
      continue;
    }
    essenceTracks.push({ ...essence, materialDuration: span.end, materialEditRate: rate });
  }

  if (layout.truncatedAt !== undefined) await reportPresentEssence(reader, layout, essenceTracks, diagnostics);
  return { ...model, essenceTracks };
}

/** A constant-bytes-per-element index of IndexDuration 0 covers the whole essence container: its length tells how much. */
async function withWholeEssence(
  reader: BlockReader,
  layout: MxfLayout,
  essence: EssenceTrack,
  span: IndexedSpan,
): Promise<IndexedSpan | undefined> {
  if (span.end > 0 || !span.EditUnitByteCount) return span;
  const units = await constantByteCountUnits(reader, layout, essence.track.TrackNumber, span.EditUnitByteCount);
  return units === undefined ? undefined : { ...span, end: units };
}

/** The duration the header metadata declares for a track, counted at `rate`. */
function declaredUnits(essence: EssenceTrack, rate: Rational): number | undefined {
  const from =
    essence.materialDuration !== undefined ? validRate(essence.materialEditRate) : validRate(essence.track.EditRate);
  const units = essence.materialDuration ?? essence.duration;
  return units === undefined || !from ? undefined : convertUnits(units, from, rate);
}

/**
 * For a file cut short, says how many edit units remain against the declared duration. The declared
 * duration stays reported: the count is an estimate from the first content package's size.
 */
async function reportPresentEssence(
  reader: BlockReader,
  layout: MxfLayout,
  essenceTracks: readonly EssenceTrack[],
  diagnostics: string[],
): Promise<void> {
  const picture = essenceTracks.find((essence) => essence.kind === "picture") ?? essenceTracks[0];
  const rate = validRate(picture?.materialEditRate) ?? validRate(picture?.track.EditRate);
  const present = await contentPackagesPresent(reader, layout);
  const claimed = picture && rate ? declaredUnits(picture, rate) : undefined;
  if (present === undefined || claimed === undefined || present >= claimed) return;
  diagnostics.push(
    `MXF: the file holds about ${present} complete edit unit${present === 1 ? "" : "s"} of the ${claimed} the header metadata declares (estimated from the size of the first)`,
  );
}

/**
 * Counts whole content packages from the first essence KLV of the body to the end of the file, the
 * first package's size standing for all (constant for the frame-wrapped intra codings this matters for;
 * an estimate otherwise). Undefined when the first package cannot be measured (e.g. clip wrapping).
 */
async function contentPackagesPresent(reader: BlockReader, layout: MxfLayout): Promise<number | undefined> {
  let first: KlvHeader | undefined;
  for await (const klv of bodyKlvs(reader, layout, MAX_KLVS_WALKED)) {
    if (!first) first = klv;
    else if (ulKey(klv.key) === ulKey(first.key))
      return Math.floor((reader.size - first.offset) / (klv.offset - first.offset));
  }
  return undefined;
}
