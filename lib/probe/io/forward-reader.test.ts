// The forward reader hands over the bytes asked for whatever chunks they straddle, and lets a caller go
// back a little (a look-ahead into the next chunk) but not to bytes long passed.
import { describe, expect, it } from "vitest";
import { MemorySource } from "./byte-source";
import { ForwardReader } from "./forward-reader";

const CHUNK = 4 * 1024 * 1024;
const file = Uint8Array.from({ length: 2 * CHUNK + 1000 }, (_, i) => (i * 7 + (i >> 8)) & 0xff);

describe("ForwardReader", () => {
  it("reads a range straddling two chunks, then bytes just before the new chunk again", async () => {
    const reader = new ForwardReader(new MemorySource(file));
    expect(await reader.bytes(CHUNK - 10, 20)).toEqual(file.subarray(CHUNK - 10, CHUNK + 10));
    // A block header read 8 KiB ahead into the next chunk; its first frame starts before that chunk.
    expect(await reader.bytes(CHUNK - 5, 3)).toEqual(file.subarray(CHUNK - 5, CHUNK - 2));
    const pieces: Uint8Array[] = [];
    await reader.pieces(CHUNK - 100, 300, (piece) => pieces.push(piece.slice()));
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(file.subarray(CHUNK - 100, CHUNK + 200)));
    expect(reader.reachable(CHUNK - 200 * 1024)).toBe(false);
    await expect(reader.bytes(1000, 4)).rejects.toThrow(RangeError);
    expect(await reader.bytes(2 * CHUNK + 990, 100)).toEqual(file.subarray(2 * CHUNK + 990));
    expect(reader.bytesRead).toBe(file.length);
    await reader.close();
  });
});
