import { Form } from "react-router";
import { formatDuration } from "#app/features/dashboard/funnel.ts";
import { loadOutbox, outboxAction } from "#app/features/dashboard/outbox.handlers.server.ts";
import { outboxTexts as texts } from "#app/features/dashboard/outbox-texts.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { Route } from "./+types/outbox";
import { Badge } from "#app/ui/badge.tsx";

export const handle = { title: "Mail outbox" };

export const loader = (args: Route.LoaderArgs) => loadOutbox(args);

export const action = (args: Route.ActionArgs) => outboxAction(args);

/** Sent, failed for good, waiting for a retry, or (without SMTP_URL, or not picked up yet) not sent. */
const mailState = (mail: { status: string; attempts: number }) =>
  mail.status === "sent" ? "Sent" : mail.status === "failed" ? "Failed" : mail.attempts > 0 ? "Retrying" : "Not sent";

export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { smtp, mails, oldestWaiting } = loaderData;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="outbox-mode">
        {smtp ? texts.smtp : texts.local}
      </p>
      <p className="text-sm" data-testid="oldest-waiting">
        {oldestWaiting ? texts.oldestWaiting(formatDuration(oldestWaiting.ageSeconds), oldestWaiting.subject, oldestWaiting.to) : texts.noneWaiting}
      </p>
      {actionData ? <FormStatus result={actionData} politeErrors /> : null}
      <p className="text-sm text-muted-foreground">{texts.newest}</p>
      {mails.length === 0 ? <p className="text-muted-foreground">{texts.empty}</p> : null}
      <ul className="grid gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border p-4">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{mail.subject}</span>
                <span className="text-sm text-muted-foreground">to {mail.to}</span>
                <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(mail.createdAt)} UTC</span>
                <Badge tone={mail.status === "sent" ? "success" : mail.status === "failed" ? "danger" : "neutral"}>{mailState(mail)}</Badge>
                {mail.attempts > 0 ? (
                  <span className="basis-full text-xs text-muted-foreground" data-testid="mail-attempts">
                    {[`Attempts: ${mail.attempts}`, mail.status === "pending" ? `Next try: ${formatDateTime(mail.nextAttemptAt)} UTC` : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                ) : null}
                {mail.error ? <span className="basis-full text-xs break-words text-destructive">Last error: {mail.error}</span> : null}
              </summary>
              <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{mail.text}</pre>
            </details>
            {mail.status === "failed" ? (
              <Form method="post" preventScrollReset className="mt-3">
                <input type="hidden" name="mailId" value={mail.id} />
                <button
                  type="submit"
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`${texts.sendAgain}: ${mail.subject} to ${mail.to}`}
                >
                  {texts.sendAgain}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
