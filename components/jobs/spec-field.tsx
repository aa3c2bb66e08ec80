"use client";
// The delivery spec a probe job checks its inputs against (docs/delivery-specs.md), pasted as YAML or JSON.
// It is parsed as it is typed, with the same parser as the CLI's, so that errors name the field and the line.
import { useMemo, useState } from "react";
import { errorTextClass, inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { formatIssue, parseSpecText, SpecError, type DeliverySpec } from "@/lib/probe/delivery-spec";

export interface SpecText {
  text: string;
  setText: (text: string) => void;
  value?: DeliverySpec;
  error?: string;
}

export function useSpecText(): SpecText {
  const [text, setText] = useState("");
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

export function SpecField({ spec, submitted }: { spec: SpecText; submitted: boolean }) {
  const error = submitted ? spec.error : undefined;
  return (
    <div>
      <label htmlFor="field-spec" className={labelClass}>
        Delivery spec (optional)
      </label>
      <textarea
        id="field-spec"
        rows={6}
        className={`${inputClass} mt-1 font-mono`}
        value={spec.text}
        onChange={(e) => spec.setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "field-spec-hint field-spec-error" : "field-spec-hint"}
        spellCheck={false}
      />
      <p id="field-spec-hint" className={`${mutedTextClass} mt-1 text-xs`}>
        YAML or JSON, as docs/delivery-specs.md describes: every input is checked against it, with the analyses its
        rules need.
      </p>
      {error && (
        <p id="field-spec-error" className={`${errorTextClass} mt-1 whitespace-pre-line`}>
          {error}
        </p>
      )}
    </div>
  );
}
