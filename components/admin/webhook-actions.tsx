"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  deleteWebhook,
  pauseWebhook,
  resumeWebhook,
  rotateWebhookSecret,
  testWebhook,
} from "@/lib/dashboard/actions/admin";
import { SecretShownOnce } from "@/components/ui/secret-shown-once";
import { ProblemAlert } from "@/components/ui/status";
import { dangerButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap, type ActionResult } from "@/lib/client/problem";
import type { WebhookCreated, WebhookView } from "@/lib/webhooks/schemas";

type Action = "pause" | "resume" | "test" | "rotate" | "delete";

/** Each action's server action; only a rotation's answer is shown (its new secret). */
const ACTIONS: Record<Action, (webhookId: string) => Promise<ActionResult<unknown>>> = {
  pause: pauseWebhook,
  resume: resumeWebhook,
  test: testWebhook,
  rotate: rotateWebhookSecret,
  delete: deleteWebhook,
};

/** What an admin may ask before an action that cannot be undone; null when it needs no confirmation. */
function confirmation(action: Action, url: string): string | null {
  if (action === "delete")
    return `Delete the endpoint ${url}? Its delivery log goes too, and deliveries not sent yet are dropped.`;
  if (action === "rotate")
    return `Rotate the signing secret of ${url}? For a day, deliveries carry both the old and the new signature.`;
  return null;
}

/** An endpoint's buttons: pause or resume, send a test event, rotate its secret, delete it. */
export function WebhookActions({ webhook, onTested }: { webhook: WebhookView; onTested: () => void }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async (action: Action) => ({ action, result: unwrap(await ACTIONS[action](webhook.id)) }),
    onSuccess: ({ action }) => {
      if (action === "test") onTested();
      return queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  const ask = (action: Action) => {
    const question = confirmation(action, webhook.url);
    if (question === null || window.confirm(question)) run.mutate(action);
  };
  const paused = webhook.status === "Paused";
  const rotated = run.data?.action === "rotate" ? (run.data.result as WebhookCreated) : undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={run.isPending}
          onClick={() => ask(paused ? "resume" : "pause")}
          aria-label={`${paused ? "Resume" : "Pause"} ${webhook.url}`}
        >
          {paused ? "Resume" : "Pause"}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={run.isPending}
          onClick={() => ask("test")}
          aria-label={`Send a test event to ${webhook.url}`}
        >
          Send test
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={run.isPending}
          onClick={() => ask("rotate")}
          aria-label={`Rotate the secret of ${webhook.url}`}
        >
          Rotate secret
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={run.isPending}
          onClick={() => ask("delete")}
          aria-label={`Delete ${webhook.url}`}
        >
          Delete
        </button>
      </div>
      {run.error && <ProblemAlert problem={run.error} />}
      {rotated && (
        <SecretShownOnce
          what={`New signing secret for ${webhook.url}`}
          secret={rotated.secret}
          testId="rotated-webhook-secret"
        />
      )}
    </div>
  );
}
