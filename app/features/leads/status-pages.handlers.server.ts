import { data, href, redirect } from "react-router";
import { appOf, type AppContext, type RequestArgs } from "#app/platform/app-context.server.ts";
import { statusTexts } from "./status-texts.ts";
import { emailOfUnsubscribeToken } from "#app/platform/mail/mail-links.server.ts";
import { hashToken, statusToken } from "./waitlist-tokens.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { StatusPageForm } from "./status-page-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import {
  confirmEntry,
  entryByStatusToken,
  eraseWaitlistEntry,
  isConfirmTokenUsable,
  resendConfirmation,
  unsubscribe,
  waitlistStatus,
} from "./waitlist.server.ts";

/** Loaders and actions of the pages that mail links open (the routes stay thin). */
const links = ({ config }: AppContext) => ({ publicUrl: config.publicUrl, secret: config.authSecret });

/** A mail page's arguments: the token from its address. */
type TokenArgs = RequestArgs & { params: { token: string } };

/** GET /waitlist/confirm/:token: whether the link still works (it is not used up by looking). */
export async function loadConfirmPage(args: TokenArgs) {
  const { token } = args.params;
  const { db } = appOf(args);
  const usable = await isConfirmTokenUsable(db, hashToken(token));
  return data({ usable }, { status: usable ? 200 : 410 });
}

/** POST /waitlist/confirm/:token: confirms, then shows the status page. */
export async function confirmAction(args: TokenArgs) {
  const { db, config, kickWebhooks } = appOf(args);
  const outcome = await confirmEntry(db, args.params.token);
  if (!outcome.ok) return data({ ok: false as const, ...statusTexts.confirm.invalid }, { status: 410 });
  kickWebhooks();
  return redirect(href("/waitlist/status/:token", { token: statusToken(config.authSecret, outcome.entry) }));
}

export async function loadStatusPage(args: TokenArgs) {
  const app = appOf(args);
  const { db, config } = app;
  const entry = await entryByStatusToken(db, config.authSecret, args.params.token);
  if (!entry) return data({ status: null, boost: 0 }, { status: 404 });
  const boost = config.WAITLIST_REFERRAL_BOOST;
  const status = await waitlistStatus(db, entry, { ...links(app), boost });
  return { status, boost };
}

/**
 * The status page's buttons: a new confirmation link (answered with a
 * `FormResult`), and "Delete my data" (answered with the step it is at: asked, then done).
 */
export async function statusAction(args: TokenArgs) {
  const app = appOf(args);
  const { db, config } = app;
  const entry = await entryByStatusToken(db, config.authSecret, args.params.token);
  const parsed = parseForm(StatusPageForm, await readForm(args.request));
  const intent = parsed.success ? parsed.data.intent : null;
  if (!entry) {
    // Already erased (e.g. a second click on "Yes, delete my data"): say so rather than fail.
    return intent === "delete"
      ? { intent: "deleted" as const }
      : data({ intent: "resend", ok: false, ...statusTexts.status.invalid } satisfies FormResult<{ intent: "resend" }>, { status: 404 });
  }
  switch (intent) {
    case "resend": {
      const outcome = await resendConfirmation(db, entry.email, links(app));
      if (outcome.sent) {
        if (outcome.mailIds.length > 0) app.kickMail();
        return { intent: "resend", ok: true, ...statusTexts.status.resent } satisfies FormResult<{ intent: "resend" }>;
      }
      const minutes = outcome.retryAt ? Math.max(1, Math.ceil((outcome.retryAt.getTime() - Date.now()) / 60_000)) : 10;
      return data({ intent: "resend", ok: false, ...statusTexts.status.resendWait(minutes) } satisfies FormResult<{ intent: "resend" }>, { status: 429 });
    }
    case "delete-request":
      return { intent: "delete-request" as const };
    case "delete":
      await eraseWaitlistEntry(db, entry.email);
      return { intent: "deleted" as const };
    default:
      return data(
        { intent: "resend", ok: false, title: "Unknown action", description: "Please use the page's buttons." } satisfies FormResult<{ intent: "resend" }>,
        { status: 400 },
      );
  }
}

export async function loadUnsubscribePage(args: TokenArgs) {
  const email = emailOfUnsubscribeToken(appOf(args).config.authSecret, args.params.token);
  return data({ email }, { status: email ? 200 : 404 });
}

/** POST /unsubscribe/:token (also mail clients' one-click unsubscribe). */
export async function unsubscribeAction(args: TokenArgs) {
  const { db, config } = appOf(args);
  const email = emailOfUnsubscribeToken(config.authSecret, args.params.token);
  if (!email) return data({ ok: false as const, ...statusTexts.unsubscribe.invalid }, { status: 404 });
  await unsubscribe(db, email);
  return { ok: true as const, ...statusTexts.unsubscribe.done(email) };
}
