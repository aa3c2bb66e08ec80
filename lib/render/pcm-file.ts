// Raw PCM files as ffmpeg reads and writes them with `-f f32le`: interleaved little-endian 32-bit floats.
// Float keeps 24-bit sources exact (a 24-bit integer fits the 24-bit mantissa) and is what the engine uses.
// Typed arrays use the platform's byte order, little-endian on every platform Node ships for.
import { endianness } from "node:os";
import { open, readFile, stat, writeFile } from "node:fs/promises";

if (endianness() !== "LE")
  throw new Error("lib/render reads f32le PCM through typed arrays and needs a little-endian CPU");

/** One Float32Array per channel. */
export async function readPcm(file: string, channels: number): Promise<Float32Array[]> {
  const bytes = await readFile(file);
  const frames = Math.floor(bytes.length / (Float32Array.BYTES_PER_ELEMENT * channels));
  return deinterleave(
    new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + frames * channels * Float32Array.BYTES_PER_ELEMENT),
    ),
    channels,
  );
}

export async function writePcm(file: string, planes: readonly Float32Array[]): Promise<void> {
  await writeFile(file, interleave(planes));
}

/** How many whole frames the file holds. */
export async function pcmFrames(file: string, channels: number): Promise<number> {
  return Math.floor((await stat(file)).size / (Float32Array.BYTES_PER_ELEMENT * channels));
}

/** Writes planes over the file from its first frame on, one chunk after the other; the rest of the file stays. */
export interface PcmOverwriter {
  write(planes: readonly Float32Array[]): Promise<void>;
  close(): Promise<void>;
}

export function overwritePcm(file: string): Promise<PcmOverwriter> {
  return pcmWriter(file, "r+");
}

/** A new file (an existing one is emptied) written one chunk after the other. */
export function createPcm(file: string): Promise<PcmOverwriter> {
  return pcmWriter(file, "w");
}

async function pcmWriter(file: string, flags: "r+" | "w"): Promise<PcmOverwriter> {
  const handle = await open(file, flags);
  let position = 0;
  return {
    async write(planes) {
      const bytes = interleave(planes);
      await handle.write(bytes, 0, bytes.length, position);
      position += bytes.length;
    },
    close: () => handle.close(),
  };
}

/** The file's planes in chunks of at most `frames` frames, read one at a time (constant memory). */
export async function* readPcmChunks(file: string, channels: number, frames = 48000): AsyncGenerator<Float32Array[]> {
  const handle = await open(file, "r");
  const frameBytes = Float32Array.BYTES_PER_ELEMENT * channels;
  const buffer = new Uint8Array(frames * frameBytes);
  try {
    let carry = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carry, buffer.length - carry);
      const available = carry + bytesRead;
      const whole = Math.floor(available / frameBytes);
      if (whole > 0) yield deinterleave(new Float32Array(buffer.buffer.slice(0, whole * frameBytes)), channels);
      carry = available - whole * frameBytes;
      buffer.copyWithin(0, whole * frameBytes, available);
      if (bytesRead === 0) return;
    }
  } finally {
    await handle.close();
  }
}

/** Interleaved samples as one Float32Array per channel. */
export function deinterleave(interleaved: Float32Array, channels: number): Float32Array[] {
  const frames = interleaved.length / channels;
  return Array.from({ length: channels }, (_, channel) => {
    const plane = new Float32Array(frames);
    for (let frame = 0; frame < frames; frame++) plane[frame] = interleaved[frame * channels + channel]!;
    return plane;
  });
}

function interleave(planes: readonly Float32Array[]): Uint8Array {
  const frames = planes[0]?.length ?? 0;
  const interleaved = new Float32Array(frames * planes.length);
  planes.forEach((plane, channel) => {
    for (let frame = 0; frame < frames; frame++) interleaved[frame * planes.length + channel] = plane[frame]!;
  });
  return new Uint8Array(interleaved.buffer);
}
