// Loudness of an audio stream as measured by a LoudnessMeter (ffmpeg's ebur128 filter, EBU R128 /
// ITU-R BS.1770-4; the meter runs where ffmpeg is: the worker and the CLI, never the browser), with the
// ATSC A/85 comparison of an AC-3/E-AC-3 stream's dialnorm against the measured integrated loudness.
import type { AudioStream } from "../schema";
import type { LoudnessAnalysis } from "./analysis-schema";

export interface LoudnessMeasurement {
  integrated: number;
  range: number;
  truePeak: number;
}

/**
 * Measures the audio streams named by ffmpeg stream specifiers (`i:0x101` a transport stream PID,
 * `a:0` the first audio stream), in one decoding pass; undefined for a stream it could not measure.
 */
export type LoudnessMeter = (specifiers: readonly string[]) => Promise<(LoudnessMeasurement | undefined)[]>;

const MEASURED_BY = "ffmpeg ebur128 (EBU R128, ITU-R BS.1770-4)";

/** dialnorm 1..31 is a level of −1..−31 dB; 0 is reserved and read as −31 (ATSC A/52 5.4.2.8). */
function dialnormLevel(stream: AudioStream): number | undefined {
  if (stream.format !== "ac-3" && stream.format !== "ec-3") return undefined;
  const dialnorm = stream.extension?.find((extension) => typeof extension.dialnorm === "number")?.dialnorm as
    number | undefined;
  return dialnorm === undefined ? undefined : -(dialnorm || 31);
}

export function loudnessAnalysis(measurement: LoudnessMeasurement, stream: AudioStream): LoudnessAnalysis {
  // Silence measures −∞ (no gated block, no peak): such values are left out.
  const finite = (value: number) => (Number.isFinite(value) ? value : undefined);
  const result: LoudnessAnalysis = {
    integrated_lufs: finite(measurement.integrated),
    loudness_range_lu: finite(measurement.range),
    true_peak_dbtp: finite(measurement.truePeak),
    measured_by: MEASURED_BY,
  };
  const dialnorm = dialnormLevel(stream);
  if (dialnorm !== undefined && Number.isFinite(measurement.integrated)) {
    const difference = Math.round((measurement.integrated - dialnorm) * 10) / 10;
    Object.assign(result, {
      dialnorm_db: dialnorm,
      dialnorm_difference_db: difference,
      dialnorm_matches: Math.abs(difference) < 1,
    });
  }
  return result;
}
