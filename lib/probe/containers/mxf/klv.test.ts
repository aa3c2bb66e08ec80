// KLV coding (SMPTE ST 336), partition packs and the random index pack (ST 377-1 clauses 7, 12)
// on the bytes of a real file.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { readBerLength, readKlvHeader } from "./klv";
import { parsePartitionPack } from "./partition-pack";
import { parseRandomIndexPack } from "./random-index-pack";

describe("BER lengths (ST 336 clause 7.3)", () => {
  it("reads the short and the long form", () => {
    expect(readBerLength(Uint8Array.of(0x7f), 0)).toEqual({ length: 127, size: 1 });
    expect(readBerLength(Uint8Array.of(0x83, 0x00, 0x01, 0x00), 0)).toEqual({ length: 256, size: 4 });
  });

  it("refuses the indefinite form, more than 8 length bytes and a cut length", () => {
    expect(readBerLength(Uint8Array.of(0x80), 0)).toBeUndefined();
    expect(readBerLength(Uint8Array.of(0x89, 1, 2, 3, 4, 5, 6, 7, 8, 9), 0)).toBeUndefined();
    expect(readBerLength(Uint8Array.of(0x84, 0x00, 0x01), 0)).toBeUndefined();
  });
});

describe("partition packs and the random index pack of bmx__sample.mxf", () => {
  const bytes = fixtureBytes("bmx__sample.mxf");

  it("reads the closed and complete header partition pack", () => {
    const header = readKlvHeader(bytes, 0)!;
    expect([...header.key.subarray(13, 15)]).toEqual([0x02, 0x04]); // header, closed complete (Table 5)
    const pack = parsePartitionPack(header, bytes.subarray(header.valueOffset, header.valueOffset + header.length));
    expect(pack).toMatchObject({ kind: "header", closed: true, complete: true, MajorVersion: 1, ThisPartition: 0 });
    // MediaInfo FooterSize 1081 of 555577 bytes: the footer starts at 554496.
    expect(pack.FooterPartition).toBe(555577 - 1081);
    expect(pack.EssenceContainers).toHaveLength(3); // the three labels ffprobe's container list shows
  });

  it("finds every partition in the random index pack", () => {
    const entries = parseRandomIndexPack(bytes.subarray(bytes.length - 1024), bytes.length - 1024);
    expect(entries?.at(-1)?.ByteOffset).toBe(555577 - 1081); // the footer partition
    expect(entries?.[0]).toEqual({ BodySID: 0, ByteOffset: 0 }); // the header partition holds no essence
  });

  it("finds no random index pack in a truncated file", () => {
    const cut = fixtureBytes("dmg__trunc_bmx_sample_60pct.mxf");
    expect(parseRandomIndexPack(cut.subarray(cut.length - 1024), cut.length - 1024)).toBeUndefined();
  });
});
