"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createWebhook } from "@/lib/dashboard/actions/admin";
import { listFactories } from "@/lib/dashboard/actions/jobs";
import { Field } from "@/components/forms/field";
import { formErrors, useSubmitted } from "@/components/forms/use-submitted";
import { SecretShownOnce } from "@/components/ui/secret-shown-once";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, cardClass, errorTextClass, inputClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { unwrap } from "@/lib/client/problem";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/events/event-types";
import { WebhookCreateRequest } from "@/lib/webhooks/schemas";
import { WebhookList } from "./webhook-list";

export function WebhookManager() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const factories = useQuery({ queryKey: ["factories"], queryFn: async () => unwrap(await listFactories()).items });
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [factoryId, setFactoryId] = useState("");
  const form = useSubmitted();
  const parsed = WebhookCreateRequest.safeParse({ url, events, factory_id: factoryId || undefined });
  const create = useMutation({
    mutationFn: async () => unwrap(await createWebhook(parsed.data!)),
    onSuccess: async () => {
      setUrl("");
      setEvents([]);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  const errors = formErrors(parsed, form.submitted, create.error);
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  return (
    <div className="space-y-6">
      <form
        onSubmit={form.onSubmit(parsed.success, () => create.mutate())}
        noValidate
        aria-labelledby="register-webhook-heading"
      >
        <fieldset disabled={!hydrated} className={`${cardClass} max-w-2xl space-y-4`}>
          <h2 id="register-webhook-heading" className="text-lg font-semibold">
            Register an endpoint
          </h2>
          <Field
            name="url"
            label="URL"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
            maxLength={2000}
            placeholder="https://…"
          />
          <fieldset aria-describedby={errors.events ? "events-error" : undefined}>
            <legend className={labelClass}>Events</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {WEBHOOK_EVENTS.map((event) => (
                <label key={event} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={events.includes(event)}
                    onChange={(e) => toggle(event, e.target.checked)}
                  />
                  {event}
                </label>
              ))}
            </div>
            {errors.events && (
              <p id="events-error" className={`${errorTextClass} mt-1`}>
                {errors.events}
              </p>
            )}
          </fieldset>
          <label className={labelClass}>
            Factory (job events of this factory only)
            <select
              className={`${inputClass} mt-1`}
              value={factoryId}
              onChange={(e) => setFactoryId(e.target.value)}
              aria-invalid={errors.factory_id ? true : undefined}
            >
              <option value="">Any factory</option>
              {factories.data?.map((factory) => (
                <option key={factory.id} value={factory.id}>
                  {factory.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass} disabled={create.isPending}>
            {create.isPending ? "Registering…" : "Register endpoint"}
          </button>
        </fieldset>
      </form>
      {create.error && <ProblemAlert problem={create.error} />}
      {create.data && (
        <SecretShownOnce
          what={`Signing secret for ${create.data.url}`}
          secret={create.data.secret}
          testId="new-webhook-secret"
        />
      )}
      <WebhookList />
    </div>
  );
}
