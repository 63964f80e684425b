import { data, href, redirect } from "react-router";
import { appOf, type AppContext, type RequestArgs } from "#app/platform/app-context.server.ts";
import { statusTexts } from "./status-texts.ts";
import { emailOfUnsubscribeToken } from "#app/platform/mail/mail-links.server.ts";
import { hashToken, statusToken } from "./waitlist-tokens.server.ts";
import { parseForm, readFormFields, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import { BoardChoice, boardStanding, joinLeaderboard, leaveLeaderboard } from "./leaderboard.server.ts";
import { leaderboardTexts } from "./leaderboard-texts.ts";
import { StatusPageForm } from "./status-page-schema.ts";
import { referralVelocitySetting } from "./referral-velocity-setting.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import {
  confirmEntry,
  entryByStatusToken,
  entryConfirmedByToken,
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

/** The status page of the entry a used confirmation link confirmed, if it did. */
async function confirmedStatusPath({ db, config }: AppContext, token: string): Promise<string | null> {
  const entry = await entryConfirmedByToken(db, hashToken(token));
  return entry ? href("/waitlist/status/:token", { token: statusToken(config.authSecret, entry) }) : null;
}

/**
 * GET /waitlist/confirm/:token: whether the link still works (it is not used
 * up by looking); a link its owner already used leads to their status page.
 */
export async function loadConfirmPage(args: TokenArgs) {
  const { token } = args.params;
  const app = appOf(args);
  const usable = await isConfirmTokenUsable(app.db, hashToken(token));
  const statusPath = usable ? null : await confirmedStatusPath(app, token);
  return data({ usable, statusPath }, { status: usable || statusPath ? 200 : 410 });
}

/** POST /waitlist/confirm/:token: confirms, then shows the status page (also to a second click that found it done). */
export async function confirmAction(args: TokenArgs) {
  const app = appOf(args);
  const outcome = await confirmEntry(app.db, args.params.token, new Date(), await app.settings.get(referralVelocitySetting));
  if (outcome.ok) return redirect(href("/waitlist/status/:token", { token: statusToken(app.config.authSecret, outcome.entry) }));
  const statusPath = await confirmedStatusPath(app, args.params.token);
  if (statusPath) return redirect(statusPath);
  return data({ ok: false as const, ...statusTexts.confirm.invalid }, { status: 410 });
}

export async function loadStatusPage(args: TokenArgs) {
  const app = appOf(args);
  const { db, config } = app;
  const entry = await entryByStatusToken(db, config.authSecret, args.params.token);
  if (!entry) return data({ status: null, boost: 0, board: null }, { status: 404 });
  const boost = config.WAITLIST_REFERRAL_BOOST;
  const status = await waitlistStatus(db, entry, links(app));
  const board = status.confirmed ? await boardStanding(db, entry.email) : null;
  return { status, boost, board };
}

type ResendResult = FormResult<{ intent: "resend" }>;
/** The leaderboard form's answer; a refused name comes back with what was posted, for the page without JavaScript. */
export type BoardResult = FormResult<{ intent: "board" }>;

/**
 * The status page's buttons: a new confirmation link (answered with a
 * `FormResult`), and "Delete my data" (answered with the step it is at: asked, then done).
 * A public form through the one pipeline (docs/decisions/0033-one-form-pipeline.md):
 * origin (403) → schema (400) → write. No honeypot or address rate limit: the
 * link's token is the key, and a new confirmation link has its own wait.
 */
export async function statusAction(args: TokenArgs) {
  const app = appOf(args);
  const { db, config } = app;
  type Answer = { body: ResendResult | BoardResult; status: number } | { intent: "delete-request" | "deleted" };
  const fields = await readFormFields(args.request);
  const outcome = await runFormPipeline<{ intent: "resend" | "delete-request" | "delete" | "board-join" | "board-leave" }, Answer>(args.request, fields, {
    schema: StatusPageForm,
    publicUrl: config.publicUrl,
    texts: { success: { title: "" } },
    write: async ({ intent }) => {
      const entry = await entryByStatusToken(db, config.authSecret, args.params.token);
      // Already erased (e.g. a second click on "Yes, delete my data"): say so rather than fail.
      if (!entry) return intent === "delete" ? { intent: "deleted" } : { body: { intent: "resend", ok: false, ...statusTexts.status.invalid }, status: 404 };
      switch (intent) {
        case "resend": {
          const sent = await resendConfirmation(db, entry.email, links(app));
          if (sent.sent) {
            if (sent.mailIds.length > 0) app.kickMail();
            return { body: { intent: "resend", ok: true, ...statusTexts.status.resent }, status: 200 };
          }
          const minutes = sent.retryAt ? Math.max(1, Math.ceil((sent.retryAt.getTime() - Date.now()) / 60_000)) : 10;
          return { body: { intent: "resend", ok: false, ...statusTexts.status.resendWait(minutes) }, status: 429 };
        }
        case "delete-request":
          return { intent: "delete-request" };
        case "delete":
          await eraseWaitlistEntry(db, entry.email);
          return { intent: "deleted" };
        case "board-join":
          return joinBoard(db, entry.email, fields);
        case "board-leave":
          await leaveLeaderboard(db, entry.email);
          return { body: { intent: "board", ok: true, ...leaderboardTexts.status.left }, status: 200 };
      }
    },
  });
  const answer = outcome.saved;
  if (answer && "intent" in answer) return { intent: answer.intent };
  if (answer) return answer.status === 200 ? answer.body : data(answer.body, { status: answer.status });
  // Refused by the pipeline: a cross-site post (403), or not one of the page's buttons (400).
  const refusal = outcome.result;
  const body: ResendResult =
    outcome.code === "invalid"
      ? {
          intent: "resend",
          ok: false,
          title: "Unknown action",
          description: refusal.title,
          ...("fields" in refusal && refusal.fields ? { fields: refusal.fields } : {}),
        }
      : { intent: "resend", ok: false, title: refusal.title };
  return data(body, { status: outcome.status });
}

/** "Show me on the leaderboard": the name checked by its rules (400 with the field's problem), and only for a confirmed entry (409). */
async function joinBoard(db: AppContext["db"], email: string, fields: Record<string, string | string[]>): Promise<{ body: BoardResult; status: number }> {
  const choice = parseForm(BoardChoice, fields);
  if (!choice.success) {
    const values = typeof fields.displayName === "string" ? { displayName: fields.displayName } : {};
    const problems = { ...choice.fields };
    return {
      body: { intent: "board", ok: false, title: leaderboardTexts.status.refused, description: choice.title, fields: problems, values },
      status: 400,
    };
  }
  const shownAs = await joinLeaderboard(db, email, choice.data);
  if (shownAs === null) return { body: { intent: "board", ok: false, ...leaderboardTexts.status.notConfirmed }, status: 409 };
  return { body: { intent: "board", ok: true, ...leaderboardTexts.status.joined(shownAs) }, status: 200 };
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
