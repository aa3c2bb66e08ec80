"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sendDeliveryAgain, webhookDeliveries } from "@/lib/dashboard/actions/admin";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { ProblemAlert, QueryStatus } from "@/components/ui/status";
import { secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { DeliveryView } from "@/lib/webhooks/schemas";

/** One endpoint's deliveries, newest first; a delivery can be sent again whatever its status. */
export function DeliveryLog({ webhookId, url }: { webhookId: string; url: string }) {
  const queryClient = useQueryClient();
  const queryKey = ["webhooks", webhookId, "deliveries"];
  const deliveries = useQuery({ queryKey, queryFn: async () => unwrap(await webhookDeliveries(webhookId)).items });
  const sendAgain = useMutation({
    mutationFn: async (delivery: DeliveryView) => unwrap(await sendDeliveryAgain(webhookId, delivery.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return (
    <div className="space-y-2">
      {sendAgain.error && <ProblemAlert problem={sendAgain.error} />}
      <QueryStatus
        pending={deliveries.isPending}
        error={deliveries.error}
        what="deliveries"
        empty={deliveries.data?.length === 0 && "No deliveries yet."}
      >
        {() => (
          <DataTable
            caption={`Deliveries to ${url}`}
            columns={[
              "Event",
              "Status",
              "Attempts",
              "Last response",
              "Last attempt (UTC)",
              <span key="actions" className="sr-only">
                Actions
              </span>,
            ]}
          >
            {deliveries.data!.map((delivery) => (
              <tr key={delivery.id} className={rowClass}>
                <td className={cellClass}>{delivery.type}</td>
                <td className={cellClass}>{delivery.status}</td>
                <td className={`${cellClass} tabular-nums`}>{delivery.attempts}</td>
                <td className={cellClass} title={delivery.last_error}>
                  {delivery.last_status_code ?? delivery.last_error ?? "—"}
                </td>
                <td className={`${cellClass} tabular-nums`}>
                  {utcText(delivery.last_attempt_at ?? delivery.created_at)}
                </td>
                <td className={cellClass}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-label={`Send ${delivery.type} delivery ${delivery.id} again`}
                    disabled={sendAgain.isPending}
                    onClick={() => sendAgain.mutate(delivery)}
                  >
                    Send again
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </div>
  );
}
