import { Link } from "react-router";
import { requireRole } from "#app/features/accounts/session.server.ts";
import { appContext } from "#app/platform/app-context.server.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import { listWebhookDeliveries } from "#app/features/webhooks/webhooks.server.ts";
import type { Route } from "./+types/webhooks";
import { Badge } from "#app/ui/badge.tsx";

export const handle = { title: "Webhooks" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const { db } = context.get(appContext);
  return { deliveries: await listWebhookDeliveries(db) };
}

const statusTone = { pending: "warning", delivered: "success", failed: "danger" } as const;

/** The delivery log: every delivery of the last 50, each attempt with what came back. */
export default function WebhooksPage({ loaderData }: Route.ComponentProps) {
  const { deliveries } = loaderData;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The newest 50 deliveries. Network errors, timeouts, 429 and 5xx answers are retried 3 times (after 30 s, 1 min and 2 min). Endpoints are set in{" "}
        <Link to="/dashboard/settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Settings
        </Link>
        .
      </p>
      {deliveries.length === 0 ? <p className="text-muted-foreground">No deliveries yet.</p> : null}
      <ul className="grid gap-3">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-xl border p-4" data-testid="webhook-delivery">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <code className="text-sm font-medium">{delivery.event}</code>
                <Badge tone={statusTone[delivery.status]}>{delivery.status}</Badge>
                <span className="text-sm break-all text-muted-foreground">{delivery.url}</span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                  {delivery.status === "pending" ? ` · next ${formatDateTime(delivery.nextAttemptAt, { seconds: true })} UTC` : ""}
                </span>
              </summary>
              <table className="mt-3 w-full text-left text-sm">
                <caption className="sr-only">Attempts</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th className="py-1 pr-3 font-medium">Time (UTC)</th>
                    <th className="py-1 pr-3 font-medium">Answer</th>
                    <th className="py-1 pr-3 font-medium">Took</th>
                  </tr>
                </thead>
                <tbody>
                  {delivery.log.map((attempt) => (
                    <tr key={attempt.id} className="border-t">
                      <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(attempt.attemptedAt, { seconds: true })}</td>
                      <td className="py-1 pr-3">{attempt.statusCode ? `HTTP ${attempt.statusCode}` : `no answer: ${attempt.error ?? "unknown"}`}</td>
                      <td className="py-1 pr-3 tabular-nums">{attempt.durationMs} ms</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{delivery.body}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
