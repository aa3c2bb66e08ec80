// The whole-file pass's chunk reader: whatever the sizes, the chunks put end to end are the file, a chunk
// read ahead is never overwritten while the caller still holds the one before it, and a source that reads
// into a buffer gets the same two buffers back each time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemorySource } from "./byte-source";
import { SequentialChunks } from "./sequential-chunks";

/** A memory source that also reads into a given buffer (as a local file does), recording the buffers. */
class BufferedMemorySource extends MemorySource {
  readonly targets = new Set<ArrayBufferLike>();
  constructor(private readonly content: Uint8Array) {
    super(content);
  }
  async readInto(offset: number, target: Uint8Array): Promise<Uint8Array> {
    this.targets.add(target.buffer);
    const bytes = this.content.subarray(offset, Math.min(this.content.length, offset + target.length));
    target.set(bytes);
    return target.subarray(0, bytes.length);
  }
}

const content = fc.uint8Array({ minLength: 0, maxLength: 3000 });

describe("SequentialChunks", () => {
  it("reads the whole source front to back, whether or not it reads into buffers", async () => {
    await fc.assert(
      fc.asyncProperty(content, fc.integer({ min: 1, max: 700 }), fc.boolean(), async (bytes, chunkBytes, buffered) => {
        const source = buffered ? new BufferedMemorySource(bytes) : new MemorySource(bytes);
        const chunks = new SequentialChunks(source, chunkBytes);
        const seen: number[] = [];
        for (let offset = 0; offset < bytes.length;) {
          const chunk = await chunks.at(offset);
          expect(chunk.length).toBe(Math.min(chunkBytes, bytes.length - offset));
          seen.push(...chunk);
          offset += chunk.length;
        }
        await chunks.close();
        expect(seen).toEqual([...bytes]);
      }),
    );
  });

  it("reuses two buffers, and a chunk holds its bytes until the next one is asked for", async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    const source = new BufferedMemorySource(bytes);
    const chunks = new SequentialChunks(source, 100);
    for (let offset = 0; offset < bytes.length; offset += 100) {
      const chunk = await chunks.at(offset);
      await new Promise((resolve) => setTimeout(resolve, 0)); // the read ahead completes meanwhile
      expect([...chunk]).toEqual([...bytes.subarray(offset, offset + 100)]);
    }
    expect(source.targets.size).toBe(2);
  });

  it("reads from anywhere when the caller jumps, after the read ahead has landed", async () => {
    await fc.assert(
      fc.asyncProperty(content, fc.array(fc.nat(), { maxLength: 8 }), async (bytes, jumps) => {
        const chunks = new SequentialChunks(new BufferedMemorySource(bytes), 64);
        for (const jump of jumps) {
          const offset = bytes.length === 0 ? 0 : jump % bytes.length;
          expect([...(await chunks.at(offset))]).toEqual([...bytes.subarray(offset, offset + 64)]);
        }
        await chunks.close();
      }),
    );
  });
});
