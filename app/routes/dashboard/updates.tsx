import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { loadUpdatesPage, updatesAction } from "#app/features/broadcasts/broadcasts.handlers.server.ts";
import { broadcastTexts as texts } from "#app/features/broadcasts/broadcast-texts.ts";
import { UpdatesForm } from "#app/features/broadcasts/components/updates-form.tsx";
import { EmptyRow, TableFrame, TableHead, td } from "#app/features/dashboard/components/admin-table.tsx";
import { formatDateTime } from "#app/platform/dates.ts";
import type { Route } from "./+types/updates";

export const handle = { title: texts.title };

export const loader = (args: Route.LoaderArgs) => loadUpdatesPage(args);
export const action = (args: Route.ActionArgs) => updatesAction(args);

/** How often the history is read again while an update is still being queued or going out. */
const PROGRESS_MS = 2_000;

export default function UpdatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { audiences, broadcasts } = loaderData;
  const revalidator = useRevalidator();
  const sending = broadcasts.some((broadcast) => broadcast.state === "queueing" || broadcast.pending > 0);
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROGRESS_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  const audienceLabel = (value: string) => audiences.find((audience) => audience.value === value)?.label ?? value;
  // A sent update starts a fresh form; a refused one or a test keeps what was written.
  const formKey = actionData?.ok && actionData.intent === "send" ? (broadcasts[0]?.id ?? "new") : "form";
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{texts.intro}</p>
      <UpdatesForm key={formKey} audiences={audiences} result={actionData} />
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{texts.history}</h2>
        <TableFrame caption={texts.history}>
          <TableHead columns={["Subject", "Audience", "Sent at", "Queued", "Sent", "Failed", "Waiting"]} />
          <tbody>
            {broadcasts.length === 0 ? (
              <EmptyRow columns={7} text={texts.noHistory} />
            ) : (
              broadcasts.map((broadcast) => (
                <tr key={broadcast.id} data-broadcast={broadcast.id} data-state={broadcast.state}>
                  <td data-label="Subject" className={`${td} font-medium`}>
                    {broadcast.subject}
                  </td>
                  <td data-label="Audience" className={td}>
                    {audienceLabel(broadcast.audience)}
                  </td>
                  <td data-label="Sent at" className={`${td} whitespace-nowrap`}>
                    {formatDateTime(broadcast.createdAt)} UTC
                  </td>
                  <td data-label="Queued" className={`${td} tabular-nums`} data-count="queued">
                    {broadcast.state === "queueing" ? texts.queueing(broadcast.queued, broadcast.audienceSize) : broadcast.queued}
                  </td>
                  <td data-label="Sent" className={`${td} tabular-nums`} data-count="sent">
                    {broadcast.sent}
                  </td>
                  <td data-label="Failed" className={`${td} tabular-nums`} data-count="failed">
                    {broadcast.failed}
                  </td>
                  <td data-label="Waiting" className={`${td} tabular-nums`} data-count="pending">
                    {broadcast.pending}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </TableFrame>
      </div>
    </div>
  );
}
