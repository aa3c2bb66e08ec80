"use client";
// A delivery spec as typed (docs/delivery-specs.md), YAML or JSON, parsed as it is typed with the CLI's
// parser so that every error names its field and line: the job forms' optional spec and the stored-spec
// editor share this field.
import { useMemo, useState } from "react";
import { errorTextClass, inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { formatIssue, parseSpecText, SpecError, type DeliverySpec } from "@/lib/probe/delivery-spec";

export interface SpecText {
  text: string;
  setText: (text: string) => void;
  value?: DeliverySpec;
  error?: string;
}

export function useSpecText(initial = ""): SpecText {
  const [text, setText] = useState(initial);
  const parsed = useMemo((): { value?: DeliverySpec; error?: string } => {
    if (text.trim() === "") return {};
    try {
      return { value: parseSpecText(text) };
    } catch (error) {
      if (!(error instanceof SpecError)) throw error;
      return { error: error.issues.map(formatIssue).join("\n") };
    }
  }, [text]);
  return { text, setText, ...parsed };
}

export function SpecTextArea({
  id,
  label,
  rows,
  spec,
  error,
  hint,
}: {
  id: string;
  label: string;
  rows: number;
  spec: SpecText;
  /** The error to show now (forms show a parse error once submitted, or as typed). */
  error?: string;
  hint?: string;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClass} mt-1 font-mono`}
        value={spec.text}
        onChange={(e) => spec.setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        spellCheck={false}
      />
      {hint && (
        <p id={`${id}-hint`} className={`${mutedTextClass} mt-1 text-xs`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${errorTextClass} mt-1 whitespace-pre-line`} role="status">
          {error}
        </p>
      )}
    </div>
  );
}
