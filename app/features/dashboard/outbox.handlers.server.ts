import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { hideLinks } from "#app/platform/mail/hide-links.ts";
import { oldestWaitingMail, requeueFailedMail } from "#app/platform/mail/mail.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { listOutbox } from "#app/platform/mail/outbox.server.ts";
import { OutboxResendForm } from "./outbox-schema.ts";
import { outboxTexts } from "./outbox-texts.ts";

/**
 * Mail outbox (admins): the newest mails and the queue's oldest waiting one.
 * When mail goes out through SMTP, the outbox is not how anyone reads their
 * mail, so the links in it (each one acts for its recipient) are hidden
 * before they leave the server. Without SMTP the outbox is the developer's
 * inbox, and its links stay readable.
 */
export async function loadOutbox(args: RequestArgs, now = new Date()) {
  await requireRole(args, "admin");
  const { db, config, renderMail } = appOf(args);
  const smtp = Boolean(config.SMTP_URL);
  const [mails, oldest] = await Promise.all([listOutbox(db, renderMail), oldestWaitingMail(db)]);
  return {
    smtp,
    mails: smtp ? mails.map((mail) => ({ ...mail, text: hideLinks(mail.text) })) : mails,
    oldestWaiting: oldest && { to: oldest.to, subject: oldest.subject, ageSeconds: Math.max(0, (now.getTime() - oldest.createdAt.getTime()) / 1000) },
  };
}

/** Mail outbox (admins): "Send again" puts a failed mail back in the queue. */
export async function outboxAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const { db, logger, kickMail, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: OutboxResendForm,
    publicUrl: config.publicUrl,
    texts: { success: { title: outboxTexts.requeued } },
    write: async ({ mailId }) => {
      const requeued = await requeueFailedMail(db, mailId);
      logger.info({ mailId, by: admin.id, requeued }, "failed mail sent again");
      if (!requeued) throw new FormRefusal(outboxTexts.notFailed, 409);
      kickMail();
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
