// RFC 9559 5.1.2 Info: TimestampScale (nanoseconds per Segment tick) and Duration (in ticks, a float).
import { float, unsignedInteger, utf8 } from "./ebml/element";
import { element, readMaster, type MasterValues } from "./ebml/master-element";
import { ID } from "./element-ids";

/** TimestampScale default: 1 000 000 ns, i.e. millisecond ticks. */
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;

const infoElements = {
  // Its range excludes 0 (RFC 9559 5.1.2.1): a 0 counts as the default.
  TimestampScale: element(
    ID.TimestampScale,
    (data) => unsignedInteger(data) || DEFAULT_TIMESTAMP_SCALE,
    DEFAULT_TIMESTAMP_SCALE,
  ),
  Duration: element(ID.Duration, float),
  MuxingApp: element(ID.MuxingApp, utf8),
  WritingApp: element(ID.WritingApp, utf8),
};

export type SegmentInfo = MasterValues<typeof infoElements>;

export function parseInfo(data: Uint8Array, diagnostics: string[]): SegmentInfo {
  return readMaster(data, infoElements, "Info", diagnostics);
}
