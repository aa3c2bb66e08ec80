"use client";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { listWebhooks } from "@/lib/dashboard/actions/admin";
import { cellClass, DataTable, rowClass, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { WebhookView } from "@/lib/webhooks/schemas";
import { DeliveryLog } from "./delivery-log";
import { WebhookActions } from "./webhook-actions";

const COLUMNS = [
  "URL",
  "Events",
  "Factory",
  "Status",
  "Created (UTC)",
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

export function WebhookList() {
  const webhooks = useQuery({ queryKey: ["webhooks"], queryFn: async () => unwrap(await listWebhooks()).items });
  const [open, setOpen] = useState<string>();
  return (
    <QueryStatus
      pending={webhooks.isPending}
      error={webhooks.error}
      what="webhook endpoints"
      empty={webhooks.data?.length === 0 && "No webhook endpoints."}
    >
      {() => (
        <DataTable caption="Webhook endpoints, newest first" columns={COLUMNS}>
          {webhooks.data!.map((webhook) => (
            <Fragment key={webhook.id}>
              <tr className={topRowClass}>
                <td className={`${cellClass} break-all`}>{webhook.url}</td>
                <td className={cellClass}>{webhook.events.join(", ")}</td>
                <td className={`${cellClass} font-mono text-xs`}>{webhook.factory_id ?? "any"}</td>
                <td className={cellClass}>
                  <EndpointStatus webhook={webhook} />
                </td>
                <td className={`${cellClass} tabular-nums`}>{utcText(webhook.created_at)}</td>
                <td className={`${cellClass} space-y-2`}>
                  <WebhookActions webhook={webhook} onTested={() => setOpen(webhook.id)} />
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-expanded={open === webhook.id}
                    aria-controls={`deliveries-${webhook.id}`}
                    aria-label={`Deliveries to ${webhook.url}`}
                    onClick={() => setOpen(open === webhook.id ? undefined : webhook.id)}
                  >
                    Deliveries
                  </button>
                </td>
              </tr>
              {open === webhook.id && (
                <tr id={`deliveries-${webhook.id}`} className={rowClass}>
                  <td colSpan={COLUMNS.length} className={cellClass}>
                    <DeliveryLog webhookId={webhook.id} url={webhook.url} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </DataTable>
      )}
    </QueryStatus>
  );
}

const PAUSED_BY = { manual: "by an admin", failing: "automatically: failing for a long time" } as const;

/** Active, or Paused with why, since when and the last error: what an admin needs before resuming. */
function EndpointStatus({ webhook }: { webhook: WebhookView }) {
  if (!webhook.paused) {
    return (
      <>
        <p>Active</p>
        {webhook.consecutive_failures > 0 && (
          <p className={`${mutedTextClass} text-xs`}>{webhook.consecutive_failures} failed attempts in a row</p>
        )}
      </>
    );
  }
  return (
    <div data-testid="paused-endpoint">
      <p className="font-medium text-amber-800 dark:text-amber-300">Paused {PAUSED_BY[webhook.paused.reason]}</p>
      <p className={`${mutedTextClass} text-xs`}>since {utcText(webhook.paused.since)} UTC</p>
      {webhook.last_error && <p className={`${mutedTextClass} text-xs break-all`}>last error: {webhook.last_error}</p>}
      <p className={`${mutedTextClass} text-xs`}>Events are held and sent on resume.</p>
    </div>
  );
}
