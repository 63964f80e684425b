import { Form } from "react-router";
import { invitationTexts } from "#app/features/leads/admin/lead-admin-texts.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";

/** The id of the form the rows' checkboxes belong to ("Invite selected"). */
export const INVITE_CHOSEN_FORM = "invite-chosen";

/** "Invite the next [N] confirmed entries in line", and "Invite selected" for the ticked rows. */
export function InvitationBar() {
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-wrap items-end gap-3 rounded-xl border p-4">
      <h2 id="invitations-heading" className="w-full text-sm font-semibold">
        {invitationTexts.heading}
      </h2>
      <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2 text-sm">
        <input type="hidden" name="intent" value="invite-next" />
        <label htmlFor="invite-count">{invitationTexts.nextLabel}</label>
        <div className="w-24">
          <Input id="invite-count" name="count" type="number" min={1} max={1000} defaultValue={10} required />
        </div>
        <span>{invitationTexts.nextSuffix}</span>
        <button type="submit" className={buttonVariants({ size: "sm" })}>
          {invitationTexts.inviteNext}
        </button>
      </Form>
      <Form method="post" preventScrollReset id={INVITE_CHOSEN_FORM} className="ml-auto">
        <input type="hidden" name="intent" value="invite" />
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {invitationTexts.inviteChosen}
        </button>
      </Form>
    </section>
  );
}

/** A row's tick box for "Invite selected" (pending entries only). */
export function ChooseForInvitation({ email }: { email: string }) {
  return (
    <input type="checkbox" name="key" value={email} form={INVITE_CHOSEN_FORM} aria-label={invitationTexts.choose(email)} className="mr-2 size-4 align-middle" />
  );
}

/** Resend or revoke one entry's invitation. */
export function InvitationActions({ email }: { email: string }) {
  return (
    <div className="mt-1 flex gap-1">
      {(["resend-invitation", "revoke-invitation"] as const).map((intent) => (
        <Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="key" value={email} />
          <button
            type="submit"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`${intent === "resend-invitation" ? invitationTexts.resend : invitationTexts.revoke} invitation of ${email}`}
          >
            {intent === "resend-invitation" ? invitationTexts.resend : invitationTexts.revoke}
          </button>
        </Form>
      ))}
    </div>
  );
}
