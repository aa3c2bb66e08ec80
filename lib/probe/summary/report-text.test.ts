// The text report: the delivery check first, then the summary, then the analysis.
import { describe, expect, it } from "vitest";
import type { ContainerProbe } from "../schema";
import { reportText } from "./report-text";

const probe: ContainerProbe = {
  type: "wav",
  size: 2048,
  duration: "00:00:01.000",
  manifest: ["tone.wav"],
  properties: {},
  video: [],
  subtitle: [],
  $annotation: { type: "WAVE" },
  audio: [
    {
      format: "in24",
      channels: 2,
      analysis: { loudness: { integrated_lufs: -23, loudness_range_lu: 0, true_peak_dbtp: -23, measured_by: "test" } },
    },
  ],
  analysis: { analyses: ["loudness"], bytes_read: 0 },
  delivery_check: {
    spec: "R128",
    passed: true,
    failed: 0,
    not_measured: 0,
    rules: [
      {
        rule: "loudness.integrated_lufs",
        field: "audio[0].analysis.loudness.integrated_lufs",
        status: "pass",
        expected: "-23 ±1 LUFS",
        measured: "-23.0 LUFS",
      },
    ],
  },
};

describe("the text report", () => {
  it("puts the checklist, the summary and the analysis in that order", () => {
    const text = reportText("tone.wav", probe);
    const lines = text.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "Delivery check",
      "tone.wav: R128",
      "PASS  loudness.integrated_lufs  expected -23 ±1 LUFS; measured -23.0 LUFS  (audio[0].analysis.loudness.integrated_lufs)",
      "PASS tone.wav: 1 rule of R128 met",
    ]);
    expect(text.indexOf("WAVE, 2.00 KiB")).toBeGreaterThan(text.indexOf("PASS tone.wav"));
    expect(text).toContain("Analysis\n  Audio #0\n    Loudness -23.0 LUFS, range 0.0 LU, true peak -23.0 dBTP\n");
  });
});
