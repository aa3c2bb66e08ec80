import type { InputHTMLAttributes } from "react";
import { errorTextClass, inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function Field({ name, label, error, hint, className, ...input }: FieldProps) {
  const id = `field-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={`${inputClass} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={`${mutedTextClass} mt-1 text-xs`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${errorTextClass} mt-1`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Zod issues or the API's `errors[]` → the first message per field path. */
export function messagesByPath(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    messages[path] ??= issue.message;
  }
  return messages;
}
