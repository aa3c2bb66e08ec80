"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createKey, listKeys, revokeKey } from "@/lib/dashboard/actions/admin";
import { Field } from "@/components/forms/field";
import { formErrors, useSubmitted } from "@/components/forms/use-submitted";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { SecretShownOnce } from "@/components/ui/secret-shown-once";
import { ProblemAlert, QueryStatus } from "@/components/ui/status";
import { buttonClass, cardClass, dangerButtonClass, inputClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { unwrap } from "@/lib/client/problem";
import { Role } from "@/lib/keys/roles";
import { KeyCreateRequest, type KeyView } from "@/lib/key-management/schemas";

export function KeyManager() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const keys = useQuery({ queryKey: ["keys"], queryFn: async () => unwrap(await listKeys()).items });
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("scheduler");
  // A datetime-local value (minutes, read as UTC), or empty for a key that never expires.
  const [expires, setExpires] = useState("");
  const form = useSubmitted();
  const parsed = KeyCreateRequest.safeParse({ name, role, expires_at: expires ? `${expires}:00Z` : undefined });
  const create = useMutation({
    mutationFn: async () => unwrap(await createKey(parsed.data!)),
    onSuccess: async () => {
      setName("");
      setExpires("");
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ["keys"] });
    },
  });
  const revoke = useMutation({
    mutationFn: async (key: KeyView) => unwrap(await revokeKey(key.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["keys"] }),
  });
  const errors = formErrors(parsed, form.submitted, create.error);

  return (
    <div className="space-y-6">
      <form
        onSubmit={form.onSubmit(parsed.success, () => create.mutate())}
        noValidate
        aria-labelledby="create-key-heading"
      >
        <fieldset
          disabled={!hydrated}
          className={`${cardClass} grid max-w-3xl gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-start`}
        >
          <h2 id="create-key-heading" className="text-lg font-semibold sm:col-span-4">
            Create a key
          </h2>
          <Field
            name="name"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
            maxLength={200}
          />
          <label className={labelClass}>
            Role
            <select className={`${inputClass} mt-1`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {Role.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
          <Field
            name="expires_at"
            label="Expires (UTC, optional)"
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={errors.expires_at}
            hint="Empty: never expires"
          />
          <button type="submit" className={`${buttonClass} sm:mt-6`} disabled={create.isPending}>
            Create key
          </button>
        </fieldset>
      </form>
      {create.error && <ProblemAlert problem={create.error} />}
      {create.data && (
        <SecretShownOnce
          what={`Key for ${create.data.name} (${create.data.role})`}
          secret={create.data.key}
          testId="new-key"
        />
      )}
      {revoke.error && <ProblemAlert problem={revoke.error} />}
      <QueryStatus
        pending={keys.isPending}
        error={keys.error}
        what="keys"
        empty={keys.data?.length === 0 && "No keys."}
      >
        {() => (
          <DataTable
            caption="API keys, newest first"
            columns={[
              "Name",
              "Role",
              "Prefix",
              "Status",
              "Created (UTC)",
              "Expires (UTC)",
              "Last used (UTC)",
              <span key="actions" className="sr-only">
                Actions
              </span>,
            ]}
          >
            {keys.data!.map((key) => (
              <tr key={key.id} className={rowClass}>
                <td className={`${cellClass} break-words`}>{key.name}</td>
                <td className={cellClass}>{key.role}</td>
                <td className={`${cellClass} font-mono`}>{key.prefix}…</td>
                <td className={cellClass}>{key.status}</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(key.created_at)}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {key.expires_at ? utcText(key.expires_at, 16) : "never"}
                </td>
                <td className={`${cellClass} tabular-nums`}>
                  {key.last_used_at ? utcText(key.last_used_at, 16) : "never"}
                </td>
                <td className={cellClass}>
                  {key.status === "Active" && (
                    <button
                      type="button"
                      className={dangerButtonClass}
                      aria-label={`Revoke key ${key.name}`}
                      disabled={revoke.isPending}
                      onClick={() =>
                        window.confirm(`Revoke the key "${key.name}"? Requests with it will be refused at once.`) &&
                        revoke.mutate(key)
                      }
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </div>
  );
}
