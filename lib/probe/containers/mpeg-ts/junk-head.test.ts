// Transport streams behind a capture tool's header (no extension, no signature): the packet framing of
// ISO/IEC 13818-1 2.4.3.2 (sync_byte 0x47 every 188 bytes; 192 with BDAV's TP_extra_header; 204 with DVB's
// Reed-Solomon bytes, ETSI EN 300 421) is searched past the header, and believed only for a long run.
import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { HEAD_BYTES, probe } from "../../probe";

/** A header of text records that each begin with 'G' (0x47) at the 188-byte period, as a false sync would. */
function recordHeader(records: number): Uint8Array {
  const text = new TextEncoder();
  const header = new Uint8Array(records * 188 + 5).fill(0x20);
  for (let i = 0; i < records; i++) header.set(text.encode(`GRAB record ${i} tuner=3 freq=578000 kHz`), i * 188);
  return header;
}

/** Bytes from a linear congruential generator: noise without sync pattern. */
function noise(length: number): Uint8Array {
  let seed = 7;
  return Uint8Array.from({ length }, () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 0xff);
}

const prefixed = (junk: Uint8Array, file: Uint8Array) => {
  const out = new Uint8Array(junk.length + file.length);
  out.set(junk);
  out.set(file, junk.length);
  return out;
};

const summary = (result: Awaited<ReturnType<typeof probe>>) => ({
  duration: result.duration,
  streams: [...result.video, ...result.audio, ...result.subtitle].map((s) => [
    s.format,
    s.properties?.Mpeg2TransportStreamPid,
  ]),
  packetSize: result.properties.PacketSize,
});

describe("junk before the first transport packet", () => {
  it.each(["gen__h264_ac3.ts", "gen__h264_ac3_192byte.m2ts", "subedit__sample_TS_dvbsub_rs204.ts"])(
    "%s: skips a header whose records start with 0x47 at the packet period, and noise longer than the detection head",
    async (name) => {
      const file = fixtureBytes(name);
      const clean = summary(await probe(new MemorySource(file, name)));
      for (const junk of [recordHeader(10), noise(HEAD_BYTES + 4000)]) {
        const result = await probe(new MemorySource(prefixed(junk, file), "capture.bin"));
        expect(summary(result)).toEqual(clean);
        expect(result.$diagnostics).toContain(`${junk.length} bytes before the first transport packet were skipped`);
      }
    },
  );
});
