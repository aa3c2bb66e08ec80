"use client";
// The Delivery specs page: every stored spec; one shown as YAML; an admin writes, edits and deletes them
// (docs/delivery-specs.md, "Stored specs"). Other roles read them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { stringify } from "yaml";
import { deleteSpec, getSpec } from "@/lib/dashboard/actions/specs";
import { utcText } from "@/components/ui/data-table";
import { Loading, ProblemAlert } from "@/components/ui/status";
import {
  buttonClass,
  cardClass,
  dangerButtonClass,
  mutedTextClass,
  secondaryButtonClass,
} from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { unwrap } from "@/lib/client/problem";
import { SpecEditor } from "./spec-editor";
import { SpecList, SPECS_KEY } from "./spec-list";

/** What the page shows beside the list: nothing, a stored spec, or the editor (of a new or a stored spec). */
type Panel = { view: "none" } | { view: "spec"; name: string } | { view: "edit"; name?: string; text: string };

const NEW_SPEC = "name: House HD\nvideo:\n  width: 1920\n  height: 1080\n";

export function SpecManager({ mayWrite }: { mayWrite: boolean }) {
  const hydrated = useHydrated();
  const [panel, setPanel] = useState<Panel>({ view: "none" });
  return (
    <div className="space-y-6">
      {mayWrite && panel.view !== "edit" && (
        <button
          type="button"
          className={buttonClass}
          disabled={!hydrated}
          onClick={() => setPanel({ view: "edit", text: NEW_SPEC })}
        >
          New spec
        </button>
      )}
      {panel.view === "edit" && (
        <SpecEditor
          key={panel.name ?? "new"}
          name={panel.name}
          text={panel.text}
          onSaved={(name) => setPanel({ view: "spec", name })}
          onCancel={() => setPanel(panel.name ? { view: "spec", name: panel.name } : { view: "none" })}
        />
      )}
      {panel.view === "spec" && (
        <StoredSpec
          key={panel.name}
          name={panel.name}
          mayWrite={mayWrite}
          onEdit={(text) => setPanel({ view: "edit", name: panel.name, text })}
          onDeleted={() => setPanel({ view: "none" })}
        />
      )}
      <SpecList onOpen={(name) => setPanel({ view: "spec", name })} />
    </div>
  );
}

function StoredSpec({
  name,
  mayWrite,
  onEdit,
  onDeleted,
}: {
  name: string;
  mayWrite: boolean;
  onEdit: (text: string) => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const spec = useQuery({ queryKey: ["spec", name], queryFn: async () => unwrap(await getSpec(name)) });
  const remove = useMutation({
    mutationFn: async () => unwrap(await deleteSpec(name)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["spec", name] });
      await queryClient.invalidateQueries({ queryKey: SPECS_KEY });
      onDeleted();
    },
  });
  if (spec.isPending) return <Loading what={`spec ${name}`} />;
  if (spec.error) return <ProblemAlert problem={spec.error} />;
  const text = stringify(spec.data.spec);
  return (
    <section aria-labelledby="spec-heading" className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="spec-heading" className="text-lg font-semibold">
          Spec <span className="font-mono">{name}</span>
        </h2>
        <span className={mutedTextClass}>updated {utcText(spec.data.updated_at)} UTC</span>
      </div>
      <pre className="overflow-x-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-800" data-testid="spec-yaml">
        {text}
      </pre>
      {mayWrite && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButtonClass} onClick={() => onEdit(text)}>
            Edit spec
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() =>
              window.confirm(`Delete the spec ${name}? Jobs already submitted keep their copy.`) && remove.mutate()
            }
          >
            Delete spec
          </button>
        </div>
      )}
      {remove.error && <ProblemAlert problem={remove.error} />}
    </section>
  );
}
