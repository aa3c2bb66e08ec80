/** Why one input of a job could not be probed; `code` is stable, `message` one human line. */
export class InputError extends Error {
  constructor(
    readonly code:
      | "input_refused"
      | "input_unreachable"
      | "input_not_found"
      | "media_empty"
      | "media_unrecognized"
      | "media_unreadable",
    message: string,
  ) {
    super(message);
    this.name = "InputError";
  }
}
