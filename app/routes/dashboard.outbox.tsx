import { listOutbox } from "../admin/admin.server.ts";
import { requireRole } from "../auth/session.server.ts";
import { getDatabase } from "../db/client.server.ts";
import type { Route } from "./+types/dashboard.outbox";

export const handle = { title: "Mail outbox" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { db } = await getDatabase();
  return { mails: await listOutbox(db) };
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        The newest 50 mails. Without SMTP_URL they stay here unsent; with it, each shows when it went out or why it failed.
      </p>
      {mails.length === 0 ? <p className="text-muted-foreground">No mail yet.</p> : null}
      <ul className="grid gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border p-4">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{mail.subject}</span>
                <span className="text-sm text-muted-foreground">to {mail.to}</span>
                <span className="ml-auto text-xs text-muted-foreground">{when.format(new Date(mail.createdAt))} UTC</span>
                <span
                  className={
                    mail.sentAt
                      ? "rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
                      : mail.error
                        ? "rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800"
                        : "rounded-full bg-muted px-2 py-0.5 text-xs font-medium"
                  }
                >
                  {mail.sentAt ? "Sent" : mail.error ? "Failed" : "Not sent"}
                </span>
              </summary>
              {mail.error ? <p className="mt-3 text-sm text-destructive">{mail.error}</p> : null}
              <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{mail.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
