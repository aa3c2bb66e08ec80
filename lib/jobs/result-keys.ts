// Where a job's results live in the blob store: deterministic keys, so a re-delivered job overwrites
// rather than duplicates.

/** The probe object of an input or output. */
export function resultKey(jobId: string, kind: "inputs" | "outputs", name: string): string {
  return `jobs/${jobId}/${kind}/${name}.json`;
}

/** A rendered output file, or the watermark data ZIP. */
export function outputFileKey(jobId: string, name: string, extension: string): string {
  return `jobs/${jobId}/files/${name}.${extension}`;
}
