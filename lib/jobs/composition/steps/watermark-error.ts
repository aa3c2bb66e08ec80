/** A mark that could not be applied or verified: the job fails and its reservation is revoked (spec 3). */
export class WatermarkError extends Error {}
