"use client";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, cardClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { inputUrl } from "./job-submit-form";
import { UploadDrop } from "./upload-drop";
import { useSubmitJob } from "./use-submit-job";

/** Reservation ids as typed: separated by spaces, commas or new lines. */
const reservationIds = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A detect job (docs/api.md §4.7): one aired recording, checked against the reservations it should carry. */
export function DetectSubmitForm({ factoryId }: { factoryId: string }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState("");
  const [reservations, setReservations] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const request = { inputs: { aired: { url: inputUrl(url) } }, detect: { reservations: reservationIds(reservations) } };
  const { submit, valid, errors } = useSubmitJob(factoryId, request, submitted);
  const reservationError = Object.entries(errors).find(([path]) => path.startsWith("detect"))?.[1];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) submit.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="detect-heading">
      <fieldset disabled={!hydrated} className={`${cardClass} space-y-4`}>
        <h2 id="detect-heading" className="text-lg font-semibold">
          Verify aired content
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            name="aired-url"
            label="Recording to search"
            hint="http(s)://…, file:///… (or an absolute path) under the service's media roots, or upload a file"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors["inputs.aired.url"] ?? errors["inputs.aired"]}
          />
          <Field
            name="expected-reservations"
            label="Expected reservations"
            hint="Reservation ids the recording should carry, separated by spaces or commas (optional)"
            value={reservations}
            onChange={(e) => setReservations(e.target.value)}
            error={reservationError}
          />
        </div>
        <UploadDrop label="Upload a recording" onUploaded={(upload) => setUrl(upload.url)} />
        <button type="submit" className={buttonClass} disabled={submit.isPending}>
          {submit.isPending ? "Submitting…" : "Detect watermarks"}
        </button>
        {submit.error && <ProblemAlert problem={submit.error} />}
      </fieldset>
    </form>
  );
}
