"use client";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { listWebhooks } from "@/lib/dashboard/actions/admin";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import { DeliveryLog } from "./delivery-log";

const COLUMNS = ["URL", "Events", "Factory", "Created (UTC)", <span key="actions" className="sr-only">Actions</span>];

export function WebhookList() {
  const webhooks = useQuery({ queryKey: ["webhooks"], queryFn: async () => unwrap(await listWebhooks()).items });
  const [open, setOpen] = useState<string>();
  return (
    <QueryStatus pending={webhooks.isPending} error={webhooks.error} what="webhook endpoints" empty={webhooks.data?.length === 0 && "No webhook endpoints."}>
      {() => (
        <DataTable caption="Webhook endpoints, newest first" columns={COLUMNS}>
          {webhooks.data!.map((webhook) => (
            <Fragment key={webhook.id}>
              <tr className={rowClass}>
                <td className={`${cellClass} break-all`}>{webhook.url}</td>
                <td className={cellClass}>{webhook.events.join(", ")}</td>
                <td className={`${cellClass} font-mono text-xs`}>{webhook.factory_id ?? "any"}</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(webhook.created_at)}</td>
                <td className={cellClass}>
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
