// The audio and loudness rules of a delivery spec (docs/delivery-specs.md, "audio", "loudness"), checked
// on each audio stream; loudness figures come from the analysis pass (EBU R128 / ITU-R BS.1770-4).
import type { AudioStream, ContainerProbe } from "../schema";
import { inRange, list, notAnalysed, oneOf, rangeText, verdict } from "./rule-result";
import type { DeliverySpec, RuleResult } from "./spec-schema";

type AudioRules = NonNullable<DeliverySpec["audio"]>;
type LoudnessRules = NonNullable<DeliverySpec["loudness"]>;

export function checkAudio(rules: AudioRules, probe: ContainerProbe): RuleResult[] {
  const results: RuleResult[] = [];
  if (rules.tracks)
    results.push(
      verdict(
        "audio.tracks",
        "audio",
        rangeText(rules.tracks),
        String(probe.audio.length),
        inRange(probe.audio.length, rules.tracks),
      ),
    );
  probe.audio.forEach((stream, index) => results.push(...trackRules(rules, stream, `audio[${index}]`)));
  for (const language of rules.languages ?? []) {
    const found = probe.audio.findIndex((stream) => stream.language === language);
    const languages = probe.audio.map((stream) => stream.language ?? "und").join(", ") || "no audio";
    results.push(
      verdict(
        "audio.languages",
        found >= 0 ? `audio[${found}].language` : "audio[].language",
        `a track in ${language}`,
        found >= 0 ? language : languages,
        found >= 0,
      ),
    );
  }
  return results;
}

function trackRules(rules: AudioRules, stream: AudioStream, at: string): RuleResult[] {
  const results: RuleResult[] = [];
  const check = (rule: string, field: string, expected: string, measured: string | undefined, passes: () => boolean) =>
    results.push(verdict(`audio.${rule}`, `${at}.${field}`, expected, measured, measured !== undefined && passes()));
  if (rules.codec)
    check("codec", "format", oneOf(list(rules.codec)), stream.format.trim(), () =>
      list(rules.codec!).includes(stream.format.trim()),
    );
  if (rules.channels)
    check("channels", "channels", oneOf(list(rules.channels)), stream.channels?.toString(), () =>
      list(rules.channels!).includes(stream.channels!),
    );
  if (rules.layout)
    check(
      "layout",
      "label",
      rules.layout.join(" "),
      stream.label?.join(" "),
      () => stream.label!.join(" ") === rules.layout!.join(" "),
    );
  const rate =
    stream.sample_rate && stream.sample_rate.denominator > 0
      ? stream.sample_rate.numerator / stream.sample_rate.denominator
      : undefined;
  if (rules.sample_rate)
    check(
      "sample_rate",
      "sample_rate",
      `${rules.sample_rate} Hz`,
      rate === undefined ? undefined : `${rate} Hz`,
      () => rate === rules.sample_rate,
    );
  if (rules.bit_depth)
    check(
      "bit_depth",
      "bits_per_sample",
      `${rules.bit_depth}-bit`,
      stream.bits_per_sample ? `${stream.bits_per_sample}-bit` : undefined,
      () => stream.bits_per_sample === rules.bit_depth,
    );
  return results;
}

export function checkLoudness(rules: LoudnessRules, probe: ContainerProbe): RuleResult[] {
  const why = notAnalysed(probe, "loudness");
  return probe.audio.flatMap((stream, index) => {
    const loudness = stream.analysis?.loudness;
    const at = `audio[${index}].analysis.loudness`;
    const results: RuleResult[] = [];
    const integrated = loudness?.integrated_lufs;
    if (rules.integrated_lufs !== undefined) {
      const target = rules.integrated_lufs;
      // Compared at the meter's 0.1 LU resolution, so that −24.0 ±1 passes a reading of −25.0.
      const within =
        integrated !== undefined &&
        Math.round(Math.abs(integrated - target) * 10) <= Math.round(rules.tolerance_lu * 10);
      results.push(
        verdict(
          "loudness.integrated_lufs",
          `${at}.integrated_lufs`,
          `${target} ±${rules.tolerance_lu} LUFS`,
          lufs(integrated, "LUFS"),
          within,
          loudness ? "silence: no integrated loudness" : why,
        ),
      );
    }
    const peak = loudness?.true_peak_dbtp;
    if (rules.true_peak_max_dbtp !== undefined)
      results.push(
        verdict(
          "loudness.true_peak_max_dbtp",
          `${at}.true_peak_dbtp`,
          `at most ${rules.true_peak_max_dbtp} dBTP`,
          lufs(peak, "dBTP"),
          peak !== undefined && peak <= rules.true_peak_max_dbtp,
          why,
        ),
      );
    const range = loudness?.loudness_range_lu;
    if (rules.loudness_range_max_lu !== undefined)
      results.push(
        verdict(
          "loudness.loudness_range_max_lu",
          `${at}.loudness_range_lu`,
          `at most ${rules.loudness_range_max_lu} LU`,
          lufs(range, "LU"),
          range !== undefined && range <= rules.loudness_range_max_lu,
          why,
        ),
      );
    if (rules.dialnorm_matches && (stream.format === "ac-3" || stream.format === "ec-3")) {
      const difference = loudness?.dialnorm_difference_db;
      results.push(
        verdict(
          "loudness.dialnorm_matches",
          `${at}.dialnorm_difference_db`,
          "dialnorm within 1 dB of the loudness",
          difference === undefined ? undefined : `${difference} dB apart`,
          loudness?.dialnorm_matches === true,
          why,
        ),
      );
    }
    return results;
  });
}

const lufs = (value: number | undefined, unit: string) =>
  value === undefined ? undefined : `${value.toFixed(1)} ${unit}`;
