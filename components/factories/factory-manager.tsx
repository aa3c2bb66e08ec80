"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { createFactory, listFactories } from "@/app/actions/jobs";
import { Field, messagesByPath } from "@/components/forms/field";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
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
      {factories.isPending ? (
        <Loading what="factories" />
      ) : factories.error ? (
        <ProblemAlert problem={factories.error} />
      ) : factories.data.length === 0 ? (
        <Empty>No factory yet.</Empty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Factories, oldest first</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">Name</th>
                <th scope="col" className="py-2 pr-4">Id</th>
                <th scope="col" className="py-2 pr-4">Created (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {factories.data.map((factory) => (
                <tr key={factory.id} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4 break-words">
                    <Link className={linkClass} href={`/jobs?factory=${factory.id}`}>
                      {factory.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">{factory.id}</td>
                  <td className="py-2 pr-4 tabular-nums">{factory.created_at.slice(0, 19).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CreateFactory({ onCreated }: { onCreated: () => Promise<void> }) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const parsed = FactoryCreateRequest.safeParse({ name });
  const create = useMutation({
    mutationFn: async () => unwrap(await createFactory(parsed.data!)),
    onSuccess: async () => {
      setName("");
      setSubmitted(false);
      await onCreated();
    },
  });
  const errors = { ...(parsed.success || !submitted ? {} : messagesByPath(parsed.error.issues)), ...(create.error instanceof ApiProblem ? messagesByPath(create.error.info.errors) : {}) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-factory-heading">
      <fieldset disabled={!hydrated} className={`${cardClass} grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end`}>
        <h2 id="create-factory-heading" className="text-lg font-semibold sm:col-span-2">
          Create a factory
        </h2>
        <Field name="factory-name" label="Factory name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={200} />
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
