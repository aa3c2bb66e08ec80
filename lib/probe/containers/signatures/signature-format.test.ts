// Formats recognised by signature only, on files made by ffmpeg from the corpus (see DERIVED.md).
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

describe("formats recognised by signature", () => {
  it("types an AVI file and says its streams are not described (derived/gen__mjpeg_pcm.avi)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("derived/gen__mjpeg_pcm.avi"), "gen__mjpeg_pcm.avi"));
    expect(ContainerProbe.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ type: "avi", video: [], audio: [], subtitle: [] });
    expect(result.$diagnostics).toEqual([
      "AVI (RIFF AVI) is recognised by its signature only: its streams are not described",
    ]);
  });

  it("leaves a real WAVE file to its parser (RIFF WAVE is not RIFF AVI)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("gen__bwf_pcm24_bext.wav"), "x.wav"));
    expect(result.type).toBe("wav");
  });
});
