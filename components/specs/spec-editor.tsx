"use client";
// An admin writes a stored spec: its name and its YAML (or JSON), checked as it is typed with the parser the
// CLI and the job form use, so every error names its field and line before anything is sent.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/forms/field";
import { messagesByPath } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, cardClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { putSpec } from "@/lib/dashboard/actions/specs";
import { SpecName } from "@/lib/delivery-specs/schemas";
import { SpecTextArea, useSpecText } from "./spec-text";
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
      <SpecTextArea id="spec-text" label="Spec (YAML or JSON)" rows={16} spec={spec} error={textError} />
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
