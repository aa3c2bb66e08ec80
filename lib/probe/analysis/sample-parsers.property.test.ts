// Bytes from outside never make the sample-table, movie-fragment, closed-caption-sample or Matroska block
// parsers of the analysis pass fail with anything but a ProbeError: random bytes, and valid structures cut
// or changed at random points; nor the pass itself over a movie or Matroska file damaged at random.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBlockHeader } from "../containers/matroska/block-header";
import { parseCompositionOffsets } from "../containers/mp4/boxes/ctts";
import { parseChunkOffsets } from "../containers/mp4/boxes/stco";
import { parseSampleToChunk } from "../containers/mp4/boxes/stsc";
import { parseSampleSizes } from "../containers/mp4/boxes/stsz";
import { parseTimeToSampleEntries } from "../containers/mp4/boxes/stts";
import { parseTrackRunSamples } from "../containers/mp4/boxes/trun";
import { ProbeError } from "../errors";
import { MemorySource } from "../io/byte-source";
import type { ContainerProbe } from "../schema";
import { analyze } from "./analyze";
import { closedCaptionSamplePairs } from "./mp4/closed-caption-sample";
import { fragmentSamples } from "./mp4/fragment-samples";
import { trackSamples } from "./mp4/track-samples";

const PARSERS: [string, (bytes: Uint8Array) => unknown][] = [
  ["stsz", (bytes) => parseSampleSizes(bytes, "stsz")],
  ["stz2", (bytes) => parseSampleSizes(bytes, "stz2")],
  ["stco", (bytes) => parseChunkOffsets(bytes, "stco")],
  ["co64", (bytes) => parseChunkOffsets(bytes, "co64")],
  ["stsc", parseSampleToChunk],
  ["stts", parseTimeToSampleEntries],
  ["ctts", parseCompositionOffsets],
  ["trun", parseTrackRunSamples],
  ["moof", (bytes) => fragmentSamples(0, bytes, [], new Map())],
  ["c608 sample", closedCaptionSamplePairs],
  ["Matroska block", (bytes) => parseBlockHeader(bytes, bytes.length)],
];

function resultOrProbeError(parse: () => unknown): void {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ProbeError);
  }
}

const be32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const box = (type: string, payload: number[]) => [
  ...be32(payload.length + 8),
  ...[...type].map((c) => c.charCodeAt(0)),
  ...payload,
];
/** A moof of one traf: tfhd (track 1, default-base-is-moof), tfdt, and a trun of three sized samples. */
const VALID_MOOF = box("traf", [
  ...box("tfhd", [0, 0x02, 0, 0, ...be32(1)]),
  ...box("tfdt", [0, 0, 0, 0, ...be32(9000)]),
  ...box("trun", [
    0,
    0,
    0x03,
    0x01,
    ...be32(3),
    ...be32(100),
    ...be32(1000),
    ...be32(3000),
    ...be32(2000),
    ...be32(3000),
    ...be32(500),
    ...be32(3000),
  ]),
]);

const mutated = (valid: readonly number[]) =>
  fc
    .tuple(fc.integer({ min: 0, max: valid.length }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }))))
    .map(([cut, changes]) => {
      const bytes = Uint8Array.from(valid.slice(0, cut));
      for (const [at, value] of changes) if (bytes.length > 0) bytes[at % bytes.length] = value;
      return bytes;
    });

describe("the analysis pass's MP4 and Matroska parsers on bytes from outside", () => {
  it.each(PARSERS)("%s: random bytes give a result or a ProbeError", (_, parse) => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => resultOrProbeError(() => parse(bytes))));
  });

  it("a movie fragment cut short or changed gives its samples or a ProbeError", () => {
    // The trun's data_offset counts from the moof's first byte (default-base-is-moof, ISO/IEC 14496-12 8.8.7.1).
    expect(fragmentSamples(500, Uint8Array.from(VALID_MOOF), [], new Map())).toEqual([
      { track_ID: 1, offset: 600, size: 3000, time: 9000 },
      { track_ID: 1, offset: 3600, size: 3000, time: 10000 },
      { track_ID: 1, offset: 6600, size: 3000, time: 12000 },
    ]);
    fc.assert(
      fc.property(mutated(VALID_MOOF), (bytes) => resultOrProbeError(() => fragmentSamples(0, bytes, [], new Map()))),
    );
  });

  it("a Matroska block with any lacing and size gives frames inside the block or a ProbeError", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat({ max: 1 << 20 }), (bytes, size) =>
        resultOrProbeError(() => {
          for (const frame of parseBlockHeader(bytes, size).frames) {
            expect(frame.size).toBeGreaterThanOrEqual(0);
            expect(frame.offset + frame.size).toBeLessThanOrEqual(size);
          }
        }),
      ),
    );
  });

  it("sample tables that disagree give samples or a ProbeError", () => {
    const table = fc.record({
      offsets: fc.array(fc.nat(), { maxLength: 8 }),
      chunks: fc.array(fc.tuple(fc.nat({ max: 10 }), fc.nat({ max: 10 })), { maxLength: 4 }),
      sizes: fc.array(fc.nat(), { maxLength: 30 }),
      times: fc.array(fc.nat({ max: 40 }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(table, ({ offsets, chunks, sizes, times }) =>
        resultOrProbeError(() =>
          trackSamples({
            chunkOffsets: Float64Array.from(offsets),
            sampleToChunk: chunks.map(([first_chunk, samples_per_chunk]) => ({
              first_chunk,
              samples_per_chunk,
              sample_description_index: 1,
            })),
            sampleSize: 0,
            sampleCount: sizes.length,
            entrySizes: Uint32Array.from(sizes),
            timeToSample: Uint32Array.from(times),
          }),
        ),
      ),
    );
  });
});

describe("the analysis pass over damaged files", () => {
  const probeOf = (type: string): ContainerProbe => ({
    type,
    size: 0,
    manifest: [],
    properties: {},
    video: [{ format: "avc1", width: 16, height: 16, properties: { TrackId: 1, TrackNumber: 1 } }],
    audio: [],
    subtitle: [],
    $annotation: {},
  });
  /** ftyp, then a moov whose track's tables place samples in the mdat that follows; EBML header, Segment, Cluster. */
  const MOVIE = [
    ...box("ftyp", [...[..."isom"].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]),
    ...box("moov", [
      ...box("trak", [
        ...box("tkhd", [0, 0, 0, 0, ...be32(0), ...be32(0), ...be32(1), ...be32(0), ...be32(0)]),
        ...box("mdia", [
          ...box("minf", [
            ...box("stbl", [
              ...box("stsz", [0, 0, 0, 0, ...be32(0), ...be32(2), ...be32(8), ...be32(8)]),
              ...box("stco", [0, 0, 0, 0, ...be32(1), ...be32(200)]),
              ...box("stsc", [0, 0, 0, 0, ...be32(1), ...be32(1), ...be32(2), ...be32(1)]),
              ...box("stts", [0, 0, 0, 0, ...be32(1), ...be32(2), ...be32(1)]),
            ]),
          ]),
        ]),
      ]),
    ]),
    ...box("mdat", [...be32(4), 0x65, 0x88, 0x80, 0x40, ...be32(4), 0x41, 0x9a, 0x02, 0x04]),
  ];
  const MATROSKA = [
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x80],
    ...[0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    ...[0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00],
    ...[0xa3, 0x88, 0x81, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0x01],
    ...[0xa3, 0x89, 0x81, 0x00, 0x28, 0x86, 0x01, 0x02, 0x02, 0x03, 0x04],
  ];

  it.each([
    ["mp4", MOVIE],
    ["mkv", MATROSKA],
  ])("%s: the pass reports what it read, or fails with a ProbeError", async (type, valid) => {
    await fc.assert(
      fc.asyncProperty(mutated(valid), async (bytes) => {
        try {
          const result = await analyze(new MemorySource(bytes), probeOf(type), {
            analyses: ["gop", "captions", "bitrate"],
          });
          expect(result.analysis!.analyses).toEqual(["gop", "captions", "bitrate"]);
        } catch (error) {
          expect(error).toBeInstanceOf(ProbeError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
