// Step 2, mark: the engine embeds one payload per block (sid, csid, broadcast time of the block) in the
// broadcast span of the decoded PCM file, within the reservation the job was admitted with.
import type { LinearReservation, Watermark } from "../../../db/generated/client";
import { PCM_SAMPLE_RATE } from "../../../render/ffmpeg-args";
import { pcmFrames } from "../../../render/pcm-file";
import { parseInstant } from "../../../time/broadcast-time";
import type { BlockRecord, WatermarkEngine } from "../../../watermark-engine";
import type { MeasurementLinearWatermark } from "../schema";
import { embedPcmFile } from "./embed-file";
import { WatermarkError } from "./watermark-error";

export interface Marked {
  blocks: BlockRecord[];
  watermark: Record<string, unknown>;
  reservation: Record<string, unknown>;
}

/**
 * Marks the decoded PCM file in place (in constant memory when the engine streams: embed-file.ts); refuses a
 * revoked reservation, a span past its end and content shorter than a block.
 */
export async function markPcmFile(
  engine: WatermarkEngine,
  pcmPath: string,
  channels: number,
  mark: MeasurementLinearWatermark,
  reservation: LinearReservation & { watermark: Watermark },
): Promise<Marked> {
  if (reservation.status !== "Active")
    throw new WatermarkError(`the reservation ${reservation.id} was revoked before the watermark was applied`);
  const start = parseInstant(mark.Start)!.epochMilliseconds / 1000;
  const contentSeconds = (await pcmFrames(pcmPath, channels)) / PCM_SAMPLE_RATE;
  const seconds = mark.Duration ?? contentSeconds;
  if (start + seconds > reservation.endAt.getTime() / 1000) {
    throw new WatermarkError(
      `the span to mark (${seconds.toFixed(3)} s from ${mark.Start}) runs past the reservation, which ends at ${reservation.endAt.toISOString()}`,
    );
  }
  // Only the broadcast span is marked: the samples past Duration stay as they are.
  let blocks;
  try {
    blocks = await embedPcmFile(
      engine,
      pcmPath,
      channels,
      (index) => ({
        sid: reservation.sid,
        csid: reservation.csidValue,
        time: Math.floor(start + index * engine.blockSeconds),
      }),
      Math.round(seconds * PCM_SAMPLE_RATE),
    );
  } catch (error) {
    throw new WatermarkError(`the ${engine.name} engine failed: ${(error as Error).message}`);
  }
  if (blocks.length === 0)
    throw new WatermarkError(`the content is shorter than one watermark block (${engine.blockSeconds.toFixed(3)} s)`);
  const { watermark } = reservation;
  return {
    blocks,
    watermark: {
      id: watermark.id,
      name: watermark.name,
      type: watermark.type,
      sid: watermark.sid,
      csid: watermark.csid,
    },
    reservation: {
      id: reservation.id,
      start: reservation.start,
      duration: reservation.duration,
      status: reservation.status,
    },
  };
}
