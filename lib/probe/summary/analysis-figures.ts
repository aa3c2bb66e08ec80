// What the analysis pass found, in the words both the summary's stream lines and the analysis section use.
import type { CaptionsAnalysis, LoudnessAnalysis } from "../analysis/analysis-schema";

/** `CC1, 708 service 1 (empty)`: the caption channels and services found, empty padding said so. */
export function captionsFound(captions: CaptionsAnalysis): string {
  const with608 = captions.cea608.map((c) => `${c.channel}${c.text_characters > 0 ? "" : " (empty)"}`);
  const with708 = captions.cea708.map((s) => `708 service ${s.service}${s.text_characters > 0 ? "" : " (empty)"}`);
  const found = [...with608, ...with708];
  return found.length > 0 ? found.join(", ") : "none";
}

/** `-23.0 LUFS, range 5.2 LU, true peak -1.4 dBTP` (EBU R 128 / ITU-R BS.1770-4). */
export function loudnessFigures(loudness: LoudnessAnalysis): string {
  const value = (v: number | undefined, unit: string) => (v === undefined ? "—" : `${v.toFixed(1)} ${unit}`);
  return `${value(loudness.integrated_lufs, "LUFS")}, range ${value(loudness.loudness_range_lu, "LU")}, true peak ${value(loudness.true_peak_dbtp, "dBTP")}`;
}
