import { describe, expect, it } from "vitest";
import { JobSubmitRequest, type JobView } from "@/lib/jobs/schemas";
import { mayRunAgain, runAgainRequest } from "./run-again";

const finished: JobView = {
  id: "0123456789abcdef0123456789abcdef",
  factory_id: "fedcba9876543210fedcba9876543210",
  name: "Evening news QC",
  status: "Completed",
  inputs: {
    news: {
      url: "upload://00112233445566778899aabbccddeeff",
      file_name: "news.ts",
      analysis: ["gop", "loudness"],
      spec: { name: "House", loudness: { integrated_lufs: -23, tolerance_lu: 1 } },
      status: "Completed",
    },
    promo: { url: "https://media.example/promo.ts", status: "Failed", error: "unreadable", error_code: "unreadable" },
  },
  outputs: {},
  progress: 100,
  created_at: "2026-11-27T10:00:00.000000000Z",
};

describe("running a probe job again", () => {
  it("sends the same name, inputs, analyses and spec, and nothing of the old run's outcome", () => {
    const request = runAgainRequest(finished);
    expect(request).toEqual({
      name: "Evening news QC",
      inputs: {
        news: {
          url: "upload://00112233445566778899aabbccddeeff",
          analysis: ["gop", "loudness"],
          spec: { name: "House", loudness: { integrated_lufs: -23, tolerance_lu: 1 } },
        },
        promo: { url: "https://media.example/promo.ts" },
      },
    });
    expect(JobSubmitRequest.safeParse(request).success).toBe(true);
  });

  it("leaves an unnamed job unnamed, and offers only probe jobs", () => {
    const { name: _name, ...unnamed } = finished;
    expect(runAgainRequest(unnamed)).not.toHaveProperty("name");
    expect(mayRunAgain(finished)).toBe(true);
    expect(mayRunAgain({ ...finished, composition: { output: {} } })).toBe(false);
  });
});
