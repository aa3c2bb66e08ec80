// A StreamingDetector for an engine that can only detect on the whole programme: it keeps every chunk and
// detects at the end, so its memory grows with the programme (broadmark-ss 1.x has no chunked detector).
import type { DetectedBlock, StreamingDetector } from "./types";

export function bufferedDetector(
  channels: number,
  detect: (pcm: Float32Array[]) => DetectedBlock[],
): StreamingDetector {
  const chunks: Float32Array[][] = [];
  return {
    push(pcm) {
      if (pcm.length !== channels) throw new RangeError(`expected ${channels} channels, got ${pcm.length}`);
      chunks.push(pcm.map((channel) => channel.slice()));
      return [];
    },
    end() {
      const length = chunks.reduce((sum, chunk) => sum + chunk[0]!.length, 0);
      const whole = Array.from({ length: channels }, (_, c) => {
        const channel = new Float32Array(length);
        let offset = 0;
        for (const chunk of chunks) {
          channel.set(chunk[c]!, offset);
          offset += chunk[c]!.length;
        }
        return channel;
      });
      chunks.length = 0;
      return detect(whole);
    },
  };
}
