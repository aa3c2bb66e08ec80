import { describe, expect, it } from "vitest";
import type { ContainerProbe } from "../../../probe/schema";
import { longestSourceSeconds, resolveStream, type Source } from "./sources";

const source = (duration: string | undefined): Source =>
  ({
    path: "/work/in.mxf",
    probe: { duration } as ContainerProbe,
    container: {
      name: "in",
      video: [{ name: "v1" }],
      audio: [{ name: "a1" }, { name: "a2", index: 5 }, { name: "a3" }],
    },
  }) as Source;

describe("resolveStream", () => {
  it("gives a stream's explicit index, else its position among the container's entries of that kind", () => {
    const sources = new Map([["in", source(undefined)]]);
    expect(resolveStream(sources, "in.a2", "audio").ref).toEqual({ path: "/work/in.mxf", index: 5 });
    expect(resolveStream(sources, "in.a3", "audio").ref).toEqual({ path: "/work/in.mxf", index: 2 });
    expect(resolveStream(sources, "in.v1", "video").index).toBe(0);
  });
});

describe("longestSourceSeconds", () => {
  it("reads hh:mm:ss.fff and counts a source without a duration as 0", () => {
    expect(longestSourceSeconds([source("00:00:10.500"), source("01:02:03.250"), source(undefined)])).toBe(3723.25);
  });
});
