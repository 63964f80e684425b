import { Form, Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { invitationPageTexts } from "#app/features/leads/waitlist/invitation-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { AuthPage } from "#app/features/accounts/surface.ts";

/** An invitation link that no longer works: says why, and offers a new link by mail (expired or used) or sign-in. */
export function InvitationProblem({ link, result }: { link: { state: "expired" | "used" | "unknown" }; result?: FormResult }) {
  // A new link was sent: the old one is replaced (so it reads as unknown now), and only the news matters.
  if (result?.ok)
    return (
      <AuthPage title={result.title} subtitle={result.description ?? ""}>
        {null}
      </AuthPage>
    );
  const texts = invitationPageTexts[link.state];
  return (
    <AuthPage title={texts.title} subtitle={texts.description}>
      <div className="grid gap-3">
        {result ? <FormStatus result={result} /> : null}
        {link.state === "unknown" ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="new-invitation" />
            <button type="submit" className={buttonVariants({ className: "w-full" })}>
              {invitationPageTexts.newLink}
            </button>
          </Form>
        )}
        {link.state === "expired" ? null : (
          <Link to={href("/sign-in")} className={buttonVariants({ variant: "outline", className: "w-full" })}>
            {invitationPageTexts.signIn}
          </Link>
        )}
      </div>
    </AuthPage>
  );
}
