// Admission of a detect job at submission (docs/api.md §4.7): every expected reservation exists. A revoked
// one is accepted: checking what aired against a slot that was later revoked is still a question.
import { Problem } from "../../http/problem";
import { reservationsWithWatermark } from "../../reservations/service";
import type { DetectRequest } from "./schema";

export async function admitDetection(request: DetectRequest): Promise<void> {
  const found = new Set((await reservationsWithWatermark(request.reservations)).map((reservation) => reservation.id));
  const errors = request.reservations.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: `detect.reservations[${index}]`, message: `no reservation ${id}` }],
  );
  if (errors.length === 0) return;
  throw new Problem(422, "reservation_not_found", errors.map((error) => `${error.path}: ${error.message}`).join("; "), {
    errors,
  });
}
