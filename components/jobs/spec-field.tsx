"use client";
// The delivery spec a probe job checks its inputs against (docs/delivery-specs.md): a stored spec picked by
// name, or one pasted as YAML or JSON (spec-text.tsx).
import { useEffect } from "react";
import { errorTextClass, inputClass, labelClass } from "@/components/ui/styles";
import { useStoredSpecs } from "@/components/specs/spec-list";
import { SpecTextArea, type SpecText } from "@/components/specs/spec-text";

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
        <SpecTextArea
          id="field-spec"
          label="Delivery spec (optional)"
          rows={6}
          spec={spec}
          error={error}
          hint="YAML or JSON, as docs/delivery-specs.md describes: every input is checked against it, with the analyses its rules need."
        />
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
