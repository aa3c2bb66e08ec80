// RFC 9559 5.1.2 Info: TimestampScale (nanoseconds per Segment tick) and Duration (in ticks, a float).
import { childElements, float, unsignedInteger, utf8 } from "./ebml/element";
import { ID } from "./element-ids";

export interface SegmentInfo {
  TimestampScale: number;
  Duration?: number;
  MuxingApp?: string;
  WritingApp?: string;
}

/** TimestampScale default: 1 000 000 ns, i.e. millisecond ticks. */
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;

export function parseInfo(data: Uint8Array, diagnostics: string[]): SegmentInfo {
  const info: SegmentInfo = { TimestampScale: DEFAULT_TIMESTAMP_SCALE };
  for (const { id, data: value } of childElements(data, diagnostics, "Info")) {
    if (id === ID.TimestampScale) info.TimestampScale = unsignedInteger(value) || DEFAULT_TIMESTAMP_SCALE;
    else if (id === ID.Duration) info.Duration = float(value);
    else if (id === ID.MuxingApp) info.MuxingApp = utf8(value);
    else if (id === ID.WritingApp) info.WritingApp = utf8(value);
  }
  return info;
}
