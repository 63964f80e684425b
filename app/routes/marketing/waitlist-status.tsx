import { Form, Link } from "react-router";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { CopyField } from "#app/features/leads/components/copy-field.tsx";
import { loadStatusPage, statusAction } from "#app/features/leads/waitlist/status-pages.handlers.server.ts";
import { statusTexts } from "#app/features/leads/waitlist/status-texts.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import { LeaderboardSection } from "#app/features/leads/waitlist/leaderboard-section.tsx";
import type { ServerRouteHandle } from "#app/platform/http/route-rules.ts";
import type { Route } from "./+types/waitlist-status";
import { tokenPageMeta } from "#app/platform/http/page-meta.ts";

const texts = statusTexts.status;

export const meta: Route.MetaFunction = () => tokenPageMeta(texts.title);

/** `/waitlist/status/{token}` (the token comes only from mails): place in line, referral link, erasure. */
export const loader = (args: Route.LoaderArgs) => loadStatusPage(args);
/** Joining or leaving the leaderboard (or erasing the entry) changes the kept leaderboard page: this server drops it at once. */
export const handle = { server: { keptPages: "all" } } satisfies ServerRouteHandle;
export const action = (args: Route.ActionArgs) => statusAction(args);

export default function StatusPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (actionData?.intent === "deleted") {
    return (
      <AuthPage title={texts.deleted.title} subtitle={texts.deleted.description}>
        <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to the home page
        </Link>
      </AuthPage>
    );
  }
  const { status, boost, board } = loaderData;
  if (!status)
    return (
      <AuthPage title={texts.title} subtitle="" notice={{ ok: false, ...texts.invalid }}>
        {null}
      </AuthPage>
    );
  const resendAnswer = actionData?.intent === "resend" ? actionData : null;
  const boardAnswer = actionData?.intent === "board" ? actionData : null;
  const place = status.place;
  // Past the line: invited (the invitation is in the mail) or joined (the account exists).
  const past = status.stage === "invited" ? texts.invited : status.stage === "joined" ? texts.joined : null;
  return (
    <AuthPage title={texts.title} subtitle={`${status.name} · ${status.email}`}>
      <div className="space-y-8">
        {past ? (
          <section aria-labelledby="stage-heading" className="space-y-3 text-center" data-testid="stage">
            <h2 id="stage-heading" className="text-2xl font-bold tracking-tight">
              {past.title}
            </h2>
            <p className="text-sm text-muted-foreground">{past.description}</p>
            {status.stage === "joined" ? (
              <Link to="/sign-in" className={buttonVariants({ className: "w-full" })}>
                {texts.signIn}
              </Link>
            ) : null}
          </section>
        ) : place ? (
          <section aria-labelledby="place-heading" className="text-center">
            <h2 id="place-heading" className="sr-only">
              Place in line
            </h2>
            <p className="text-4xl font-bold tracking-tight" data-testid="place">
              {texts.place(place.place, place.total)}
            </p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="ahead">
              {texts.ahead(place.place - 1)}
            </p>
            {place.asOf ? (
              <p className="mt-1 text-xs text-muted-foreground" data-testid="place-as-of">
                {texts.asOf(formatDateTime(place.asOf, { seconds: true }))}
              </p>
            ) : null}
          </section>
        ) : (
          <section className="space-y-3">
            <p className="text-sm">{texts.unconfirmed}</p>
            {resendAnswer ? <FormStatus result={resendAnswer} /> : null}
            {status.unsubscribed ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <Button type="submit" variant="outline" className="w-full">
                  {texts.resend}
                </Button>
              </Form>
            )}
          </section>
        )}

        {status.unsubscribed ? <p className="text-sm text-muted-foreground">{texts.unsubscribed}</p> : null}

        {past ? null : (
          <section aria-labelledby="referral-heading" className="space-y-3">
            <h2 id="referral-heading" className="font-semibold">
              {texts.referralTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{texts.referralHelp(boost)}</p>
            <CopyField id="referral-link" label={texts.referralLabel} value={status.referralUrl} copyText={texts.copy} copiedText={texts.copied} />
            <p className="text-sm font-medium" data-testid="referrals">
              {texts.referrals(place?.referrals ?? 0)}
            </p>
            {status.heldReferrals > 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="held-referrals">
                {texts.pendingReview(status.heldReferrals)}
              </p>
            ) : null}
          </section>
        )}

        {board ? <LeaderboardSection board={board} referrals={place?.referrals ?? 0} answer={boardAnswer} /> : null}

        <section aria-labelledby="delete-heading" className="space-y-3 border-t pt-6">
          <h2 id="delete-heading" className="font-semibold">
            {texts.deleteTitle}
          </h2>
          {actionData?.intent === "delete-request" ? (
            <div role="alertdialog" aria-labelledby="delete-heading" aria-describedby="delete-confirm" className="space-y-3">
              <p id="delete-confirm" className="text-sm">
                {texts.deleteConfirm}
              </p>
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <Button type="submit" variant="destructive" autoFocus>
                    {texts.deleteYes}
                  </Button>
                </Form>
                <Link to={`/waitlist/status/${params.token}`} className={buttonVariants({ variant: "outline" })}>
                  {texts.deleteNo}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{texts.deleteHelp}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-request" />
                <Button type="submit" variant="outline">
                  {texts.deleteAsk}
                </Button>
              </Form>
            </>
          )}
        </section>
      </div>
    </AuthPage>
  );
}
