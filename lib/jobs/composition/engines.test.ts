import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import {
  spreadSpectrumEngine,
  spreadSpectrumEngine2,
  spreadSpectrumEngine3,
  verifyBlocks,
} from "../../watermark-engine";
import { pinkishNoise } from "../../watermark-engine/testing/signals";
import { configuredEngine, engineFor } from "./engines";
import { engineOfMetadata, watermarkZip } from "./watermark-data";

afterEach(() => {
  delete process.env.BROADMARK_WATERMARK_ENGINE;
});

describe("watermark engines by name and version", () => {
  it("gives new jobs the newest broadmark-ss, or the version BROADMARK_WATERMARK_ENGINE names", () => {
    expect(configuredEngine()).toBe(spreadSpectrumEngine3);
    process.env.BROADMARK_WATERMARK_ENGINE = "broadmark-ss@1.0.0";
    expect(configuredEngine()).toBe(spreadSpectrumEngine);
    process.env.BROADMARK_WATERMARK_ENGINE = "broadmark-ss@2.0.0";
    expect(configuredEngine()).toBe(spreadSpectrumEngine2);
    process.env.BROADMARK_WATERMARK_ENGINE = "broadmark-ss@9.9.9";
    expect(() => configuredEngine()).toThrow(
      /not a known engine \(.*broadmark-ss@1.0.0.*broadmark-ss@2.0.0.*broadmark-ss@3.0.0/,
    );
  });

  it("verifies the blocks of a job marked with 1.0.0 with the engine its data ZIP names, which 2.x and 3.x could not", () => {
    const pcm = pinkishNoise(8.1, 48000);
    const { blocks } = spreadSpectrumEngine.embed(pcm, 48000, (index) => ({
      sid: 7,
      csid: 0x1abcd,
      time: 1_800_000_000 + 4 * index,
    }));
    const zip = unzipSync(
      watermarkZip(spreadSpectrumEngine, [{ output: "o", stream: "a1", watermark: {}, reservation: {}, blocks }], {}),
    );
    const engine = engineOfMetadata(JSON.parse(strFromU8(zip["metadata.json"]!)));
    expect(engine).toBe(engineFor("broadmark-ss", "1.0.0"));
    expect(verifyBlocks(engine, blocks, engine.detect(pcm, 48000))).toMatchObject({ ok: true, verified: 2, total: 2 });
    expect(spreadSpectrumEngine2.detect(pcm, 48000)).toEqual([]);
    expect(spreadSpectrumEngine3.detect(pcm, 48000)).toEqual([]);
    expect(engineOfMetadata({ engine: { name: "broadmark-ss", version: "2.0.0" } })).toBe(spreadSpectrumEngine2);
    expect(() => engineOfMetadata({ engine: { name: "broadmark-ss", version: "0.1" } })).toThrow(
      /no registered watermark engine broadmark-ss 0.1/,
    );
  });

  it("finds 2.0.0 marks with 2.0.0 only: 3.0.0 lays its payload out differently", () => {
    const pcm = pinkishNoise(12.1, 48000);
    const payloadFor = (index: number) => ({ sid: 7, csid: 0x1abcd, time: 1_800_000_000 + 4 * index });
    spreadSpectrumEngine2.embed(pcm, 48000, payloadFor);
    expect(spreadSpectrumEngine2.detect(pcm, 48000).map((block) => block.payload)).toEqual([0, 1, 2].map(payloadFor));
    expect(spreadSpectrumEngine3.detect(pcm, 48000)).toEqual([]);
  });
});
