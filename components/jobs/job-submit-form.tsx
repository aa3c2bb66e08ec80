"use client";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, cardClass, secondaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { MAX_INPUTS } from "@/lib/jobs/schemas";
import { UploadDrop } from "./upload-drop";
import { useSubmitJob } from "./use-submit-job";
import { useSpecText } from "@/components/specs/spec-text";
import { SpecField } from "./spec-field";

interface InputRow {
  key: number;
  name: string;
  url: string;
  analyze: boolean;
}

/** An absolute path is taken as a file on the service's media roots. */
export function inputUrl(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith("/") ? `file://${encodeURI(trimmed)}` : trimmed;
}

let nextKey = 1;
const newRow = (position: number): InputRow => ({ key: nextKey++, name: `input${position}`, url: "", analyze: false });

/** A probe job: one or more inputs, each a URL, a file:// path on the media roots, or an upload. */
export function JobSubmitForm({ factoryId }: { factoryId: string }) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState<InputRow[]>(() => [newRow(1)]);
  const [submitted, setSubmitted] = useState(false);
  const [jobName, setJobName] = useState("");
  const spec = useSpecText();
  const [storedSpec, setStoredSpec] = useState("");
  const specRequest = storedSpec || spec.value;
  const input = (row: InputRow) => ({
    url: inputUrl(row.url),
    ...(row.analyze ? { analysis: true as const } : {}),
    ...(specRequest ? { spec: specRequest } : {}),
  });
  const request = {
    ...(jobName.trim() ? { name: jobName } : {}),
    inputs: Object.fromEntries(rows.map((row) => [row.name, input(row)])),
  };
  const duplicate = new Set(rows.map((row) => row.name)).size !== rows.length;
  const { submit, valid, errors } = useSubmitJob(factoryId, request, submitted);
  const update = (key: number, change: Partial<InputRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid && !duplicate && (storedSpec || !spec.error)) submit.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="submit-job-heading">
      <fieldset disabled={!hydrated} className={`${cardClass} space-y-4`}>
        <h2 id="submit-job-heading" className="text-lg font-semibold">
          Submit a probe job
        </h2>
        <Field
          name="job-name"
          label="Job name (optional)"
          hint="Shown in the jobs list and searched by its filter"
          value={jobName}
          onChange={(e) => setJobName(e.target.value)}
          error={errors.name}
          className="max-w-md"
        />
        {rows.map((row, index) => {
          const position = index + 1;
          return (
            <div
              key={row.key}
              className="grid gap-3 border-b border-slate-200 pb-4 md:grid-cols-[12rem_1fr_1fr] dark:border-slate-800"
              data-testid="job-input"
            >
              <Field
                name={`name-${row.key}`}
                label={`Name of input ${position}`}
                value={row.name}
                onChange={(e) => update(row.key, { name: e.target.value })}
                error={
                  errors[`inputs.${row.name}`] ??
                  (submitted && duplicate && rows.some((r) => r !== row && r.name === row.name)
                    ? "input names must differ"
                    : undefined)
                }
              />
              <Field
                name={`url-${row.key}`}
                label={`URL of input ${position}`}
                hint="http(s)://…, file:///… (or an absolute path) under the service's media roots, or upload a file"
                value={row.url}
                onChange={(e) => update(row.key, { url: e.target.value })}
                error={errors[`inputs.${row.name}.url`] ?? errors[`inputs.${row.name}`]}
                className="min-w-0"
              />
              <div className="min-w-0 space-y-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={row.analyze}
                    onChange={(e) => update(row.key, { analyze: e.target.checked })}
                  />
                  Analyze input {position} (GOP, captions, SCTE-35, loudness, bit rates: reads the whole file)
                </label>
                <UploadDrop
                  label={`Upload for input ${position}`}
                  onUploaded={(upload) => update(row.key, { url: upload.url })}
                />
                {rows.length > 1 && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  >
                    Remove input {position}
                  </button>
                )}
              </div>
            </div>
          );
        })}
        {errors.inputs && <p className="text-sm text-red-700 dark:text-red-300">{errors.inputs}</p>}
        <SpecField spec={spec} submitted={submitted} stored={{ name: storedSpec, setName: setStoredSpec }} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={rows.length >= MAX_INPUTS}
            onClick={() => setRows([...rows, newRow(rows.length + 1)])}
          >
            Add an input
          </button>
          <button type="submit" className={buttonClass} disabled={submit.isPending}>
            {submit.isPending ? "Submitting…" : "Submit job"}
          </button>
        </div>
        {submit.error && <ProblemAlert problem={submit.error} />}
      </fieldset>
    </form>
  );
}
