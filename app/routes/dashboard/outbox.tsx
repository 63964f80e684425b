import { listOutbox } from "../../features/dashboard/admin.server.ts";
import { requireRole } from "../../features/accounts/session.server.ts";
import { appContext } from "../../platform/app-context.server.ts";
import { formatDateTime } from "../../platform/dates.ts";
import type { Route } from "./+types/outbox";

export const handle = { title: "Mail outbox" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const { db } = context.get(appContext);
  return { mails: await listOutbox(db) };
}

/** Sent, failed for good, waiting for a retry, or (without SMTP_URL, or not picked up yet) not sent. */
const mailState = (mail: { status: string; attempts: number }) =>
  mail.status === "sent" ? "Sent" : mail.status === "failed" ? "Failed" : mail.attempts > 0 ? "Retrying" : "Not sent";

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The newest 50 mails. Without SMTP_URL they stay here unsent; with it, each shows whether it went out, its attempts, its next try and its last error.
      </p>
      {mails.length === 0 ? <p className="text-muted-foreground">No mail yet.</p> : null}
      <ul className="grid gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border p-4">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{mail.subject}</span>
                <span className="text-sm text-muted-foreground">to {mail.to}</span>
                <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(mail.createdAt)} UTC</span>
                <span
                  className={
                    mail.status === "sent"
                      ? "rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
                      : mail.status === "failed"
                        ? "rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800"
                        : "rounded-full bg-muted px-2 py-0.5 text-xs font-medium"
                  }
                >
                  {mailState(mail)}
                </span>
                {mail.attempts > 0 ? (
                  <span className="basis-full text-xs text-muted-foreground" data-testid="mail-attempts">
                    {[
                      `Attempts: ${mail.attempts}`,
                      mail.status === "pending" ? `Next try: ${formatDateTime(mail.nextAttemptAt)} UTC` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                ) : null}
                {mail.error ? <span className="basis-full text-xs break-words text-destructive">Last error: {mail.error}</span> : null}
              </summary>
              <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{mail.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
