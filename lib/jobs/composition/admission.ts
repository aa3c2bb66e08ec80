// Admission of a composition at submission (docs/api.md §10.7): every input container is a job input,
// and each MeasurementLinearWatermark names a registered Linear watermark whose code has an Active
// reservation covering [Start, Start + Duration) that the submitting key may use. The watermark and
// reservation services answer; this module only words the refusals.
import type { LinearReservation } from "../../db/generated/client";
import { Problem } from "../../http/problem";
import type { Actor } from "../../keys/roles";
import { activeReservationsCovering, mayUseReservation } from "../../reservations/service";
import { parseInstant } from "../../time/broadcast-time";
import { findWatermark } from "../../watermarks/service";
import { isMediaOutput, type Composition, type MeasurementLinearWatermark } from "./schema";

export interface AdmittedWatermark {
  outputName: string;
  streamName: string;
  reservationId: string;
}

export async function admitComposition(
  actor: Actor,
  inputNames: string[],
  composition: Composition,
): Promise<AdmittedWatermark[]> {
  composition.input.container.forEach((container, index) => {
    if (!inputNames.includes(container.name)) {
      throw new Problem(
        400,
        "validation_failed",
        `composition.input.container[${index}].name: "${container.name}" is not one of the job's inputs`,
        {
          errors: [
            {
              path: `composition.input.container[${index}].name`,
              message: `not one of the job's inputs (${inputNames.join(", ")})`,
            },
          ],
        },
      );
    }
  });
  const admitted: AdmittedWatermark[] = [];
  for (const [c, container] of composition.output.container.entries()) {
    if (!isMediaOutput(container)) continue;
    for (const [s, stream] of container.audio.entries()) {
      const mark = stream.properties?.MeasurementLinearWatermark;
      if (!mark) continue;
      const path = `composition.output.container[${c}].audio[${s}].properties.MeasurementLinearWatermark`;
      const reservation = await usableReservation(actor, mark, path);
      admitted.push({ outputName: container.name, streamName: stream.name, reservationId: reservation.id });
    }
  }
  return admitted;
}

async function usableReservation(
  actor: Actor,
  mark: MeasurementLinearWatermark,
  path: string,
): Promise<LinearReservation> {
  const watermark = await findWatermark(mark.Id);
  if (!watermark) throw refusal("watermark_not_found", `${path}.Id: no registered watermark ${mark.Id}`);
  if (watermark.type !== "Linear")
    throw refusal(
      "watermark_not_linear",
      `${path}.Id: watermark ${mark.Id} is VOD; linear pre-rendering needs a Linear watermark`,
    );
  const start = new Date(parseInstant(mark.Start)!.epochMilliseconds);
  // Without Duration the span is the content's length, known only once the input is probed: admission
  // asks for a reservation holding Start, and the render checks that the content fits in it.
  const end = new Date(start.getTime() + (mark.Duration ? mark.Duration * 1000 : 1));
  const covering = await activeReservationsCovering(watermark, start, end);
  if (covering.length === 0) {
    const span = mark.Duration ? `[${mark.Start}, +${mark.Duration} s)` : `starting ${mark.Start}`;
    throw refusal(
      "no_reservation",
      `${path}: no Active reservation of this watermark's code (sid ${watermark.sid}, csid ${watermark.csid}) covers the span ${span}`,
    );
  }
  const usable = covering.find((reservation) => mayUseReservation(actor, reservation));
  if (!usable)
    throw refusal(
      "reservation_not_usable",
      `${path}: the reservation covering this span was made with another key; only that key or an admin may use it`,
    );
  return usable;
}

const refusal = (code: string, detail: string) => new Problem(422, code, detail);
