"use client";
// The delivery spec a probe job checks its inputs against (docs/delivery-specs.md): a stored spec picked by
// name, or one pasted as YAML or JSON. A pasted spec is parsed as it is typed, with the same parser as the
// CLI's, so that errors name the field and the line.
import { useEffect, useMemo, useState } from "react";
import { errorTextClass, inputClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { formatIssue, parseSpecText, SpecError, type DeliverySpec } from "@/lib/probe/delivery-spec";
import { useStoredSpecs } from "@/components/specs/spec-list";

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

/** A stored spec picked by name, where the form offers one (probe jobs: the service looks it up). */
export interface StoredSpecPick {
  name: string;
  setName: (name: string) => void;
}

export function SpecField({
  spec,
  submitted,
  stored,
}: {
  spec: SpecText;
  submitted: boolean;
  stored?: StoredSpecPick;
}) {
  const picked = Boolean(stored?.name);
  const error = submitted && !picked ? spec.error : undefined;
  return (
    <div className="space-y-2">
      {stored && <StoredSpecSelect value={stored.name} onChange={stored.setName} />}
      {!picked && (
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
      )}
    </div>
  );
}

/** Every stored spec by name (all pages: a house keeps a handful), or none to paste one. */
function StoredSpecSelect({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const specs = useStoredSpecs();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = specs;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = specs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <label className={`${labelClass} max-w-md`}>
      Stored delivery spec
      <select className={`${inputClass} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">
          {specs.isPending ? "Loading stored specs…" : "None: paste a spec below, or check none"}
        </option>
        {items.map((spec) => (
          <option key={spec.name} value={spec.name}>
            {spec.name} ({spec.title})
          </option>
        ))}
      </select>
      {specs.error && <span className={`${errorTextClass} mt-1 block`}>{specs.error.message}</span>}
    </label>
  );
}
