// Measured bit rates of an MXF file's picture and sound essence: the bytes of each track's essence element
// values (the KLV lengths; ST 379-1 clause 7.1: the key's last four bytes are the track's TrackNumber) over
// the stream's duration, beside the rate its descriptor declares.
import { essenceTrackNumber } from "../../containers/mxf/keys";
import type { ContainerProbe } from "../../schema";
import type { BitRateAnalysis } from "../analysis-schema";
import { MAXIMUM_RATE_FORMATS } from "../stream-rates";

type TimedStream = ContainerProbe["video" | "audio"][number];

export class EssenceBitRates {
  private readonly bytes = new Map<number, number>();

  constructor(private readonly streams: readonly TimedStream[]) {
    for (const stream of streams) {
      const track = stream.properties?.TrackNumber;
      if (typeof track === "number") this.bytes.set(track, 0);
    }
  }

  /** An essence element of `length` bytes. */
  element(key: Uint8Array, length: number): void {
    const track = essenceTrackNumber(key);
    const counted = this.bytes.get(track);
    if (counted !== undefined) this.bytes.set(track, counted + length);
  }

  finish(): Map<TimedStream, BitRateAnalysis> {
    const rates = new Map<TimedStream, BitRateAnalysis>();
    for (const stream of this.streams) {
      const bytes = this.bytes.get(stream.properties?.TrackNumber as number);
      const rate = stream.sample_rate;
      if (!bytes || !rate || rate.denominator <= 0 || !stream.duration) continue;
      const seconds = stream.duration / (rate.numerator / rate.denominator);
      rates.set(stream, {
        measured_average: Math.round((bytes * 8) / seconds),
        bytes,
        seconds: Math.round(seconds * 1000) / 1000,
        header_nominal: stream.bit_rate,
        header_kind:
          stream.bit_rate === undefined ? undefined : MAXIMUM_RATE_FORMATS.has(stream.format) ? "maximum" : "nominal",
      });
    }
    return rates;
  }
}
