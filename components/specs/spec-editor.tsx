"use client";
// An admin writes a stored spec: its name and its YAML (or JSON), checked as it is typed with the parser the
// CLI and the job form use, so every error names its field and line before anything is sent.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/forms/field";
import { messagesByPath } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import {
  buttonClass,
  cardClass,
  errorTextClass,
  inputClass,
  labelClass,
  secondaryButtonClass,
} from "@/components/ui/styles";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { putSpec } from "@/lib/dashboard/actions/specs";
import { SpecName } from "@/lib/delivery-specs/schemas";
import { useSpecText } from "@/components/jobs/spec-field";
import { SPECS_KEY } from "./spec-list";

export function SpecEditor({
  name: storedName,
  text: storedText,
  onSaved,
  onCancel,
}: {
  /** The spec's name when it is stored already (it cannot be renamed), else a new spec. */
  name?: string;
  text: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(storedName ?? "");
  const [submitted, setSubmitted] = useState(false);
  const spec = useSpecText(storedText);
  const nameCheck = SpecName.safeParse(name);
  const save = useMutation({
    mutationFn: async () => unwrap(await putSpec(name, spec.value!)),
    onSuccess: async (stored) => {
      await queryClient.invalidateQueries({ queryKey: SPECS_KEY });
      queryClient.setQueryData(["spec", stored.name], stored);
      onSaved(stored.name);
    },
  });
  const served = save.error instanceof ApiProblem ? messagesByPath(save.error.info.errors) : {};
  const nameError = (submitted || name ? nameCheck.error?.issues[0]?.message : undefined) ?? served.name;
  const textError = spec.error ?? (submitted && !spec.value ? "write the spec (YAML or JSON)" : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameCheck.success && spec.value) save.mutate();
  };
  const heading = storedName ? `Edit spec ${storedName}` : "New delivery spec";
  return (
    <form onSubmit={onSubmit} noValidate aria-label={heading} className={`${cardClass} space-y-3`}>
      <h2 className="text-lg font-semibold">{heading}</h2>
      {!storedName && (
        <Field
          name="spec-name"
          label="Name"
          hint="What a job input's spec gives: lowercase letters, digits, '.', '_' or '-'"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          className="max-w-sm"
        />
      )}
      <div>
        <label htmlFor="spec-text" className={labelClass}>
          Spec (YAML or JSON)
        </label>
        <textarea
          id="spec-text"
          rows={16}
          className={`${inputClass} mt-1 font-mono`}
          value={spec.text}
          onChange={(e) => spec.setText(e.target.value)}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? "spec-text-error" : undefined}
          spellCheck={false}
        />
        {textError && (
          <p id="spec-text-error" className={`${errorTextClass} mt-1 whitespace-pre-line`} role="status">
            {textError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save spec"}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
      {save.error && <ProblemAlert problem={save.error} />}
    </form>
  );
}
