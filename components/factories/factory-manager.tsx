"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { createFactory, listFactories } from "@/lib/dashboard/actions/jobs";
import { Field } from "@/components/forms/field";
import { formErrors, useSubmitted } from "@/components/forms/use-submitted";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { ProblemAlert, QueryStatus } from "@/components/ui/status";
import { buttonClass, cardClass, linkClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { FactoryCreateRequest } from "@/lib/jobs/schemas";

/** Every factory (a named processing setup owning jobs); admins create more. */
export function FactoryManager({ mayCreate }: { mayCreate: boolean }) {
  const queryClient = useQueryClient();
  const factories = useQuery({ queryKey: ["factories"], queryFn: async () => unwrap(await listFactories()).items });
  return (
    <div className="space-y-6">
      {mayCreate && <CreateFactory onCreated={() => queryClient.invalidateQueries({ queryKey: ["factories"] })} />}
      <QueryStatus
        pending={factories.isPending}
        error={factories.error}
        what="factories"
        empty={factories.data?.length === 0 && "No factory yet."}
      >
        {() => (
          <DataTable caption="Factories, oldest first" columns={["Name", "Id", "Created (UTC)"]}>
            {factories.data!.map((factory) => (
              <tr key={factory.id} className={rowClass}>
                <td className={`${cellClass} break-words`}>
                  <Link className={linkClass} href={`/jobs?factory=${factory.id}`}>
                    {factory.name}
                  </Link>
                </td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{factory.id}</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(factory.created_at)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </div>
  );
}

function CreateFactory({ onCreated }: { onCreated: () => Promise<void> }) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const form = useSubmitted();
  const parsed = FactoryCreateRequest.safeParse({ name });
  const create = useMutation({
    mutationFn: async () => unwrap(await createFactory(parsed.data!)),
    onSuccess: async () => {
      setName("");
      form.reset();
      await onCreated();
    },
  });
  const errors = formErrors(parsed, form.submitted, create.error);
  return (
    <form
      onSubmit={form.onSubmit(parsed.success, () => create.mutate())}
      noValidate
      aria-labelledby="create-factory-heading"
    >
      <fieldset
        disabled={!hydrated}
        className={`${cardClass} grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end`}
      >
        <h2 id="create-factory-heading" className="text-lg font-semibold sm:col-span-2">
          Create a factory
        </h2>
        <Field
          name="factory-name"
          label="Factory name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          maxLength={200}
        />
        <button type="submit" className={buttonClass} disabled={create.isPending}>
          Create factory
        </button>
        {create.error && !(create.error instanceof ApiProblem && create.error.info.errors.length) && (
          <div className="sm:col-span-2">
            <ProblemAlert problem={create.error} />
          </div>
        )}
      </fieldset>
    </form>
  );
}
