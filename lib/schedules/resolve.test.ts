import { describe, expect, it } from "vitest";
import { WatermarkIndex } from "./resolve";
import type { Candidate } from "./watermark-lookup";

const watermark = (id: string, overrides: Partial<Candidate>): Candidate => ({
  id,
  name: "Evening News",
  type: "Linear",
  sid: 10,
  csid: "0x21031",
  csidValue: 0x21031,
  houseNumber: null,
  ...overrides,
});

describe("the mapping rule", () => {
  const index = new WatermarkIndex([
    watermark("a", { houseNumber: "EN-1" }),
    watermark("b", { houseNumber: "EN-1", csid: "0x21032", csidValue: 0x21032 }),
    watermark("c", { name: "Late Show", sid: 11, type: "VOD" }),
    watermark("d", { name: "late show", sid: 12 }),
    watermark("e", { name: "Morning", sid: 13 }),
    watermark("f", { name: "Morning again", sid: 13 }),
  ]);
  const idOf = (resolution: ReturnType<WatermarkIndex["resolve"]>) =>
    "watermark" in resolution ? resolution.watermark.id : resolution;

  it("takes the watermark by id, or the oldest of a code", () => {
    expect(idOf(index.resolve({ watermarkId: "b" }))).toBe("b");
    expect(idOf(index.resolve({ watermarkId: "z" }))).toEqual({ unknown: true });
    expect(idOf(index.resolve({ sid: 13, csid: "0x21031" }))).toBe("e");
    expect(idOf(index.resolve({ sid: 13, csid: "0x21033" }))).toEqual({ unknown: true });
  });

  it("takes a house number before a name, narrowed by the channel (csid or sid)", () => {
    expect(idOf(index.resolve({ houseNumber: "EN-1", channel: "0x21032" }))).toBe("b");
    expect(idOf(index.resolve({ houseNumber: "EN-1", channel: "10" }))).toMatchObject({
      ambiguous: expect.stringContaining("house number EN-1 is on 2 codes"),
    });
    expect(idOf(index.resolve({ houseNumber: "XX", name: "evening news", channel: "0x21031" }))).toBe("a");
    expect(idOf(index.resolve({ houseNumber: "XX" }))).toEqual({ unknown: true });
  });

  it("prefers a Linear watermark among names that match", () => {
    expect(idOf(index.resolve({ name: "LATE SHOW" }))).toBe("d");
  });
});
