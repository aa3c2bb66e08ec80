// One stream per essence, however many paths lead to its descriptor (ST 377-1 9.5: packages, tracks,
// descriptors by strong reference). Generated from the IMF audio track file of the corpus, written by
// asdcplib as digital-cinema sound files are: its file package's timecode track is relabelled sound (its
// Sequence's and TimecodeComponent's DataDefinition, ST 377-1 Table 23), so that two tracks lead to the one
// WaveAudioDescriptor — one way to the duplicate seen on an Interop DCP sound file, which the corpus lacks.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const NAME = "photon__WAV_060fe563-18d5-48d4-9148-1bfba4262ae2.mxf";
const TIMECODE = "060e2b34040101010103020101000000";
const SOUND = Uint8Array.from(Buffer.from("060e2b34040101010103020202000000", "hex"));

/** Every DataDefinition of the file package (the material package's come first) relabelled sound. */
function timecodeAsSound(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  const buffer = Buffer.from(copy.buffer);
  const at: number[] = [];
  for (
    let i = buffer.indexOf(Buffer.from(TIMECODE.slice(0, 14), "hex"));
    i >= 0;
    i = buffer.indexOf(Buffer.from(TIMECODE.slice(0, 14), "hex"), i + 1)
  ) {
    if (buffer.subarray(i + 8, i + 16).equals(Buffer.from(TIMECODE.slice(16), "hex"))) at.push(i);
  }
  expect(at).toHaveLength(4); // material Sequence and TimecodeComponent, then the file package's
  for (const offset of at.slice(2)) copy.set(SOUND, offset);
  return copy;
}

describe("a descriptor reached through two tracks", () => {
  it("is one 6-channel stream, with a diagnostic", async () => {
    const original = await probe(new MemorySource(fixtureBytes(NAME), NAME));
    const result = await probe(new MemorySource(timecodeAsSound(fixtureBytes(NAME)), NAME));
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toEqual(original.audio[0]);
    expect(result.audio[0]).toMatchObject({ channels: 6, properties: { TrackName: "Sound Track" } });
    expect(result.$diagnostics?.some((d) => d.includes("it is the same stream"))).toBe(true);
  });
});
