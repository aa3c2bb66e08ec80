// MXF as Avid Media Composer and other AAF-SDK writers lay it out, generated from an ffmpeg OP-Atom DNxHD
// file by in-place rewrites (no byte moves, so partitions and index tables stay valid):
// - a KLV fill item of the header metadata re-keyed by a UUID: a dark set (ST 336 clause 6.2, ST 377-1 9.1);
// - the track data definitions replaced by the AAF LegacyPicture/LegacyTimecode UUIDs, stored as AUIDs
//   with their halves swapped (ST 377-1 Annex A.1);
// - the VC-3 coding and essence container labels replaced by Avid's private DNxHD labels.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { productVersion } from "./property-types";

const dir = mkdtempSync(join(tmpdir(), "probe-mxf-avid-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hex = (notation: string) => Uint8Array.from(Buffer.from(notation.replace(/\./g, ""), "hex"));
const FILL_KEY = "060e2b34.01010102.03010210.01000000";
/** Where the header partition pack ends (its key, BER length and value precede the header metadata). */
const HEADER_PARTITION_PACK_END = 512;

function opAtomDnxhd(): Uint8Array {
  const file = join(dir, "dnxhd.mxf");
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=1920x1080:rate=24",
    "-t",
    "0.25",
    "-c:v",
    "dnxhd",
    "-b:v",
    "36M",
    "-pix_fmt",
    "yuv422p",
    "-f",
    "mxf_opatom",
    file,
  ]);
  return new Uint8Array(readFileSync(file));
}

/** Every occurrence of one 16-byte label replaced by another. */
function replaceLabel(bytes: Uint8Array, from: string, to: string): number {
  const [old, replacement] = [Buffer.from(hex(from)), hex(to)];
  let count = 0;
  for (
    let at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(old);
    at >= 0;
    at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(old, at + 16)
  ) {
    bytes.set(replacement, at);
    count++;
  }
  return count;
}

interface Rewrites {
  darkSet?: boolean;
  legacyDataDefinitions?: boolean;
  avidLabels?: boolean;
}

function avidLayout(source: Uint8Array, rewrites: Rewrites): Uint8Array {
  const bytes = source.slice();
  if (rewrites.darkSet) {
    const fill = Buffer.from(bytes.buffer).indexOf(Buffer.from(hex(FILL_KEY)), HEADER_PARTITION_PACK_END + 16);
    bytes.set(hex("a5fb7b25.f6153c48.8e0b3a3f.4b6c1d29"), fill); // a UUID: variant bits 10 in byte 8
  }
  if (rewrites.legacyDataDefinitions) {
    expect(
      replaceLabel(bytes, "060e2b34.04010101.01030202.01000000", "807d0060.08143e6f.6f3c8ce1.6cef11d2"),
    ).toBeGreaterThan(0); // LegacyPicture
    expect(
      replaceLabel(bytes, "060e2b34.04010101.01030201.01000000", "807f0060.08143e6f.7f275e81.77e511d2"),
    ).toBeGreaterThan(0); // LegacyTimecode
  }
  if (rewrites.avidLabels) {
    expect(replaceLabel(bytes, "060e2b34.0401010a.04010202.71130000", "060e2b34.04010101.0e040201.02040100")).toBe(1); // DNxHD coding
    expect(
      replaceLabel(bytes, "060e2b34.0401010a.0d010301.02110100", "060e2b34.04010101.0e040301.02060103"),
    ).toBeGreaterThan(0); // DNxHD container
  }
  return bytes;
}

describe("Avid OP-Atom MXF", () => {
  const source = opAtomDnxhd();
  const expected = {
    format: "AVdn",
    width: 1920,
    height: 1080,
    duration: 6,
    sample_rate: { numerator: 24, denominator: 1 },
  };

  it("skips a UUID-keyed dark set in the header metadata by its length", async () => {
    const result = await probe(new MemorySource(avidLayout(source, { darkSet: true }), "avid.mxf"));
    expect(result.video[0]).toMatchObject(expected);
    expect(result.duration).toBe("00:00:00.250");
    expect(result.$diagnostics).toContain("MXF: 1 header metadata set(s) keyed by a UUID (AAF objects) were skipped");
  });

  it("reads the half-swapped AUIDs of the AAF legacy data definitions as picture and timecode tracks", async () => {
    const result = await probe(new MemorySource(avidLayout(source, { legacyDataDefinitions: true }), "avid.mxf"));
    expect(result.video[0]).toMatchObject(expected);
    expect(result.properties.StartTimecode).toBe("00:00:00:00");
  });

  it("maps Avid's DNxHD coding and essence container labels, all rewrites together", async () => {
    const result = await probe(
      new MemorySource(
        avidLayout(source, { darkSet: true, legacyDataDefinitions: true, avidLabels: true }),
        "avid.mxf",
      ),
    );
    expect(result.video[0]).toMatchObject({
      ...expected,
      properties: { EssenceCoding: "urn:smpte:ul:060e2b34.04010101.0e040201.02040100" },
    });
  });

  it("reads AAF's 9-byte ProductVersion (UInt8 release type) and ST 377-1's 10-byte one", () => {
    expect(productVersion(Uint8Array.of(0, 4, 0, 2, 0, 1, 0, 7, 3))).toBe("4.2.1.7.3");
    expect(productVersion(Uint8Array.of(0, 1, 0, 0, 0, 3, 0, 0, 0, 2))).toBe("1.0.3.0.2");
  });
});
