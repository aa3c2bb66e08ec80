// The samples of one movie fragment (ISO/IEC 14496-12 8.8): each 'traf' names its track ('tfhd'), where
// its data is addressed from (8.8.7.1: base_data_offset, else the moof's first byte for the first track
// fragment or with default-base-is-moof, else where the previous track fragment's data ended), its first
// decoding time ('tfdt') and its runs ('trun'), whose samples take the defaults of 'tfhd', then of 'trex'.
import { ProbeError } from "../../errors";
import { inlineBoxes } from "../../containers/mp4/box-header";
import { tfdtBox } from "../../containers/mp4/boxes/tfdt";
import { tfhdBox } from "../../containers/mp4/boxes/tfhd";
import type { TrackExtendsBox } from "../../containers/mp4/boxes/trex";
import { parseTrackRunSamples } from "../../containers/mp4/boxes/trun";

export interface FragmentSample {
  track_ID: number;
  offset: number;
  size: number;
  /** Presentation time in the media timescale. */
  time: number;
}

/** A run's samples at most: a damaged sample_count of a run without per-sample fields costs no bytes to declare. */
const MAX_RUN_SAMPLES = 1 << 20;

/** Reads the fragment's samples; `decodeTimes` carries each track's next decoding time from fragment to fragment. */
export function fragmentSamples(
  moofStart: number,
  moofPayload: Uint8Array,
  trex: readonly TrackExtendsBox[],
  decodeTimes: Map<number, number>,
): FragmentSample[] {
  const samples: FragmentSample[] = [];
  const diagnostics: string[] = [];
  let previousDataEnd: number | undefined;
  for (const traf of inlineBoxes(moofPayload, diagnostics, "moof")) {
    if (traf.type !== "traf") continue;
    const boxes = inlineBoxes(traf.payload, diagnostics, "traf");
    const tfhdPayload = boxes.find((box) => box.type === "tfhd")?.payload;
    if (!tfhdPayload) throw new ProbeError("unreadable", "a 'traf' without its 'tfhd'");
    const tfhd = parsed(() => tfhdBox.parse(tfhdPayload, "tfhd", diagnostics));
    const defaults = trex.find((t) => t.track_ID === tfhd.track_ID);
    const tfdtPayload = boxes.find((box) => box.type === "tfdt")?.payload;
    let time = tfdtPayload
      ? parsed(() => tfdtBox.parse(tfdtPayload, "tfdt", diagnostics)).baseMediaDecodeTime
      : (decodeTimes.get(tfhd.track_ID) ?? 0);
    const base =
      tfhd.base_data_offset ??
      (tfhd.default_base_is_moof || previousDataEnd === undefined ? moofStart : previousDataEnd);
    let dataEnd = base;
    for (const box of boxes) {
      if (box.type !== "trun") continue;
      const run = parseTrackRunSamples(box.payload);
      if (run.sample_count > MAX_RUN_SAMPLES)
        throw new ProbeError("unreadable", `a 'trun' of ${run.sample_count} samples, more than a fragment holds`);
      let offset = run.data_offset === undefined ? dataEnd : base + run.data_offset;
      for (let i = 0; i < run.sample_count; i++) {
        const size = run.sample_size?.[i] ?? tfhd.default_sample_size ?? defaults?.default_sample_size ?? 0;
        samples.push({
          track_ID: tfhd.track_ID,
          offset,
          size,
          time: time + (run.sample_composition_time_offset?.[i] ?? 0),
        });
        offset += size;
        time += run.sample_duration?.[i] ?? tfhd.default_sample_duration ?? defaults?.default_sample_duration ?? 0;
      }
      dataEnd = offset;
    }
    decodeTimes.set(tfhd.track_ID, time);
    previousDataEnd = dataEnd;
  }
  return samples.sort((a, b) => a.offset - b.offset);
}

/** A box the probe's parsers read (they throw RangeError when cut), for the pass a ProbeError. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof RangeError) throw new ProbeError("unreadable", `damaged movie fragment: ${error.message}`);
    throw error;
  }
}
