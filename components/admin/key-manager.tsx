"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { createKey, listKeys, revokeKey } from "@/app/actions/admin";
import { Field, messagesByPath } from "@/components/forms/field";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { buttonClass, cardClass, dangerButtonClass, inputClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import { Role } from "@/lib/keys/roles";
import { KeyCreateRequest, type KeyView } from "@/lib/keys/schemas";

export function KeyManager() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const keys = useQuery({ queryKey: ["keys"], queryFn: async () => unwrap(await listKeys()).items });
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("scheduler");
  const [submitted, setSubmitted] = useState(false);
  const parsed = KeyCreateRequest.safeParse({ name, role });
  const create = useMutation({
    mutationFn: async () => unwrap(await createKey(parsed.data!)),
    onSuccess: async () => {
      setName("");
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: ["keys"] });
    },
  });
  const revoke = useMutation({
    mutationFn: async (key: KeyView) => unwrap(await revokeKey(key.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["keys"] }),
  });
  const errors = { ...(parsed.success || !submitted ? {} : messagesByPath(parsed.error.issues)), ...(create.error instanceof ApiProblem ? messagesByPath(create.error.info.errors) : {}) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) create.mutate();
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate aria-labelledby="create-key-heading">
        <fieldset disabled={!hydrated} className={`${cardClass} grid max-w-2xl gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end`}>
          <h2 id="create-key-heading" className="text-lg font-semibold sm:col-span-3">
            Create a key
          </h2>
          <Field name="name" label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={200} />
          <label className={labelClass}>
            Role
            <select className={`${inputClass} mt-1`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {Role.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass} disabled={create.isPending}>
            Create key
          </button>
        </fieldset>
      </form>
      {create.error && <ProblemAlert problem={create.error} />}
      {create.data && (
        <div role="status" className="max-w-2xl rounded-md border border-green-700 bg-green-50 p-3 text-sm dark:bg-green-950">
          <p className="font-medium">
            Key for {create.data.name} ({create.data.role}). Copy it now: it is shown only once.
          </p>
          <output className="mt-2 block break-all font-mono" data-testid="new-key">
            {create.data.key}
          </output>
        </div>
      )}
      {revoke.error && <ProblemAlert problem={revoke.error} />}
      {keys.isPending ? (
        <Loading what="keys" />
      ) : keys.error ? (
        <ProblemAlert problem={keys.error} />
      ) : keys.data.length === 0 ? (
        <Empty>No keys.</Empty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API keys, newest first</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">Name</th>
                <th scope="col" className="py-2 pr-4">Role</th>
                <th scope="col" className="py-2 pr-4">Prefix</th>
                <th scope="col" className="py-2 pr-4">Status</th>
                <th scope="col" className="py-2 pr-4">Created (UTC)</th>
                <th scope="col" className="py-2 pr-4"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4 break-words">{key.name}</td>
                  <td className="py-2 pr-4">{key.role}</td>
                  <td className="py-2 pr-4 font-mono">{key.prefix}…</td>
                  <td className="py-2 pr-4">{key.status}</td>
                  <td className="py-2 pr-4 tabular-nums">{key.created_at.slice(0, 19).replace("T", " ")}</td>
                  <td className="py-2 pr-4">
                    {key.status === "Active" && (
                      <button
                        type="button"
                        className={dangerButtonClass}
                        aria-label={`Revoke key ${key.name}`}
                        disabled={revoke.isPending}
                        onClick={() => window.confirm(`Revoke the key "${key.name}"? Requests with it will be refused at once.`) && revoke.mutate(key)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
