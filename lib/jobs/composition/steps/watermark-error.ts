/** A mark that could not be applied or verified: the job fails and its reservation is revoked (docs/api.md §3). */
export class WatermarkError extends Error {}
