import { Form, Link, useNavigation } from "react-router";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { bookingAction, loadBookingPage } from "#app/features/meetings/booking-page.handlers.server.ts";
import { bookingTexts as texts } from "#app/features/meetings/booking-texts.ts";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { Route } from "./+types/demo-book";
import { tokenPageMeta } from "#app/platform/http/page-meta.ts";

export const meta: Route.MetaFunction = () => tokenPageMeta(texts.title);

/** The demo request mail's link: opening it shows the times; only the page's buttons book, move or cancel. */
export const loader = (args: Route.LoaderArgs) => loadBookingPage(args);
export const action = (args: Route.ActionArgs) => bookingAction(args);

export default function DemoBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { meeting, times, chosen, cancelAsk } = loaderData;
  if (!meeting) {
    return (
      <AuthPage title={texts.title} subtitle="" notice={{ ok: false, ...texts.invalid }}>
        <Link to="/demo" className={buttonVariants({ className: "w-full" })}>
          {texts.newRequest}
        </Link>
      </AuthPage>
    );
  }
  if (meeting.status === "cancelled") {
    return (
      <AuthPage title={texts.cancelledTitle} subtitle={meeting.when ?? ""} notice={actionData ?? { ok: true, title: texts.cancelled }}>
        <Link to="/demo" className={buttonVariants({ className: "w-full" })}>
          {texts.newRequest}
        </Link>
      </AuthPage>
    );
  }
  const booked = meeting.status === "booked";
  return (
    <AuthPage title={booked ? texts.bookedTitle : texts.title} subtitle={texts.subtitle(meeting.timeZone)} notice={actionData ?? null}>
      {booked && meeting.when ? <p className="mb-4 text-sm">{texts.booked(meeting.when, meeting.memberName)}</p> : null}
      {cancelAsk ? (
        <Form method="post" className="mb-6 grid gap-2" aria-label={texts.cancelAsk}>
          <p className="text-sm font-medium">{texts.cancelAsk}</p>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? texts.cancelling : texts.cancel}
          </Button>
        </Form>
      ) : null}
      {chosen ? (
        <Form method="post" className="mb-6 grid gap-2" aria-label={texts.chosen}>
          <p className="text-sm font-medium">{texts.chosen}</p>
          <p className="text-sm">{chosen.label}</p>
          <input type="hidden" name="intent" value="book" />
          <Button type="submit" name="start" value={chosen.start} disabled={busy}>
            {busy ? texts.booking : texts.book}
          </Button>
        </Form>
      ) : null}
      {times.length === 0 ? (
        <FormStatus result={{ ok: true, title: texts.noTimes }} />
      ) : (
        <Form method="post" aria-label={booked ? texts.reschedule : texts.otherTimes}>
          <h2 className="mb-2 text-sm font-semibold">{booked ? texts.reschedule : chosen ? texts.otherTimes : texts.book}</h2>
          <input type="hidden" name="intent" value="book" />
          <ul className="grid max-h-96 gap-1.5 overflow-y-auto">
            {times.map((time) => (
              <li key={time.start}>
                <Button type="submit" name="start" value={time.start} variant="outline" className="w-full justify-start" disabled={busy}>
                  {time.label}
                </Button>
              </li>
            ))}
          </ul>
        </Form>
      )}
      {booked && !cancelAsk ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="ghost" className="w-full" disabled={busy}>
            {texts.cancel}
          </Button>
        </Form>
      ) : null}
    </AuthPage>
  );
}
