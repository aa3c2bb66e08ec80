/** Why a probe could not produce a container object at all. */
export type ProbeErrorCode = "empty" | "unrecognized" | "unreadable";

/** A typed prober failure whose message is one human line, fit for a CLI's stderr or a job's error. */
export class ProbeError extends Error {
  constructor(
    readonly code: ProbeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ProbeError";
  }
}
