import { useState, type FormEvent } from "react";
import { ApiProblem } from "@/lib/client/problem";
import { messagesByPath } from "./field";

type Checked =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** Whether a form was submitted: its own checks show only from then on, until `reset`. */
export function useSubmitted() {
  const [submitted, setSubmitted] = useState(false);
  return {
    submitted,
    reset: () => setSubmitted(false),
    /** The form's onSubmit handler: marks it submitted, and sends only when the input is valid. */
    onSubmit: (valid: boolean, send: () => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (valid) send();
    },
  };
}

/** The error per field: the schema's once submitted, overridden by those the API returned. */
export function formErrors(parsed: Checked, submitted: boolean, error: unknown): Record<string, string> {
  return {
    ...(parsed.success || !submitted ? {} : messagesByPath(parsed.error.issues)),
    ...(error instanceof ApiProblem ? messagesByPath(error.info.errors) : {}),
  };
}
