// The data container's ZIP (docs/api.md §2.3 Output): watermark metadata as JSON, the engine's and ffmpeg's
// logs, and the verification report when Verify is true.
import { strToU8, zipSync } from "fflate";
import { Temporal } from "temporal-polyfill";
import type { BlockRecord, VerificationReport, WatermarkEngine } from "../../watermark-engine";
import { engineFor } from "./engines";

export interface MarkedStream {
  output: string;
  stream: string;
  watermark: Record<string, unknown>;
  reservation: Record<string, unknown>;
  blocks: BlockRecord[];
  verification?: VerificationReport;
}

export function watermarkZip(engine: WatermarkEngine, marks: MarkedStream[], logs: Record<string, string>): Uint8Array {
  const metadata = {
    engine: {
      name: engine.name,
      version: engine.version,
      block_seconds: engine.blockSeconds,
      sample_rate: engine.sampleRate,
    },
    streams: marks.map((mark) => ({
      output: mark.output,
      stream: mark.stream,
      watermark: mark.watermark,
      reservation: mark.reservation,
      blocks: mark.blocks.map((block) => ({
        index: block.index,
        start_sample: block.startSample,
        end_sample: block.endSample,
        sid: block.payload.sid,
        csid: `0x${block.payload.csid.toString(16).toUpperCase().padStart(5, "0")}`,
        time: Temporal.Instant.fromEpochMilliseconds(block.payload.time * 1000).toString(),
      })),
    })),
  };
  const files: Record<string, Uint8Array> = { "metadata.json": strToU8(JSON.stringify(metadata, null, 2)) };
  for (const [name, text] of Object.entries(logs)) files[`logs/${name}.log`] = strToU8(text);
  const verified = marks.filter((mark) => mark.verification);
  if (verified.length > 0) {
    files["verification.json"] = strToU8(
      JSON.stringify(
        verified.map((mark) => ({ output: mark.output, stream: mark.stream, ...mark.verification })),
        null,
        2,
      ),
    );
  }
  return zipSync(files);
}

/**
 * The engine a data ZIP's blocks were marked with (its metadata.json `engine`), to verify them again: a job
 * marked by broadmark-ss 1.0.0 is verified by 1.0.0 after 2.0.0 became the default.
 */
export function engineOfMetadata(metadata: { engine?: { name?: unknown; version?: unknown } }): WatermarkEngine {
  const { name, version } = metadata.engine ?? {};
  const engine = typeof name === "string" && typeof version === "string" ? engineFor(name, version) : undefined;
  if (!engine) throw new RangeError(`no registered watermark engine ${String(name)} ${String(version)}`);
  return engine;
}
