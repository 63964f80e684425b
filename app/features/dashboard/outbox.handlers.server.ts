import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { hideLinks } from "#app/platform/mail/hide-links.ts";
import { oldestWaitingMail, requeueFailedMail } from "#app/platform/mail/mail.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { listOutbox } from "./admin.server.ts";
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
  const { db, config } = appOf(args);
  const smtp = Boolean(config.SMTP_URL);
  const [mails, oldest] = await Promise.all([listOutbox(db), oldestWaitingMail(db)]);
  return {
    smtp,
    mails: smtp ? mails.map((mail) => ({ ...mail, text: hideLinks(mail.text) })) : mails,
    oldestWaiting: oldest && { to: oldest.to, subject: oldest.subject, ageSeconds: Math.max(0, (now.getTime() - oldest.createdAt.getTime()) / 1000) },
  };
}

/** Mail outbox (admins): "Send again" puts a failed mail back in the queue. */
export async function outboxAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin");
  const parsed = parseForm(OutboxResendForm, await readForm(args.request));
  if (!parsed.success) return data<FormResult>({ ok: false, title: parsed.error.issues[0]!.message }, { status: 400 });
  const { db, logger, kickMail } = appOf(args);
  const requeued = await requeueFailedMail(db, parsed.data.mailId);
  logger.info({ mailId: parsed.data.mailId, by: admin.id, requeued }, "failed mail sent again");
  if (!requeued) return data<FormResult>({ ok: false, title: outboxTexts.notFailed }, { status: 409 });
  kickMail();
  return data<FormResult>({ ok: true, title: outboxTexts.requeued });
}
