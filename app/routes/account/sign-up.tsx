import { redirect } from "react-router";
import { signUpAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { signUpTexts } from "#app/features/accounts/auth-texts.ts";
import { safeRedirectPath } from "#app/features/accounts/redirect-path.ts";
import { getSessionUser } from "#app/features/accounts/session.server.ts";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { SignUpForm } from "#app/features/accounts/components/sign-up-form.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { appOf } from "#app/platform/app-context.server.ts";
import { readFormFields } from "#app/platform/forms/form-action.server.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/sign-up";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";
import { invitationVoucher, loadInvitation, requestNewInvitationAction } from "#app/features/leads/waitlist/invitation-page.handlers.server.ts";
import { InvitationProblem } from "#app/features/leads/components/invitation-problem.tsx";
import { invitationPageTexts } from "#app/features/leads/waitlist/invitation-texts.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: signUpTexts.title, description: signUpTexts.subtitle, path: "/sign-up" });

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const params = new URL(request.url).searchParams;
  const redirectTo = params.get("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : undefined;
  const user = await getSessionUser(args);
  // Just signed up without JavaScript (?created=1): the same page for every address (only an invitation signs in at once);
  // otherwise a signed-in visitor has nothing to do here.
  if (params.get("created") === "1") {
    return { created: { email: user?.emailVerified ? user.email : null, verified: user?.emailVerified ?? false }, google: false, redirectTo, invitation: null };
  }
  if (user) throw redirect(redirectTo ?? "/");
  // An invitation link (?invitation=TOKEN): the invited address, fixed; or why the link no longer works.
  const token = params.get("invitation");
  const invitation = token === null ? null : await loadInvitation(args, token);
  return { created: null, google: appOf(args).config.google !== null, redirectTo, invitation };
}

export async function action(args: Route.ActionArgs) {
  const token = new URL(args.request.url).searchParams.get("invitation");
  // The form is read once: "send me a new link" or the sign-up itself, through the one form pipeline (0033).
  const fields = await readFormFields(args.request);
  if (token !== null && fields.intent === "new-invitation") return requestNewInvitationAction(args, token);
  // An invitation link vouches for the address: the account is verified at once.
  return signUpAction(args, invitationVoucher(args), fields);
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.created) {
    return (
      <AuthPage
        title={signUpTexts.success.title}
        subtitle={loaderData.created.email ? signUpTexts.invited.description : signUpTexts.success.description}
        notice={
          loaderData.created.email
            ? { ok: true, title: `Your address ${loaderData.created.email} is confirmed.` }
            : { ok: true, title: "Check your inbox: open the link we sent to confirm your address, then sign in." }
        }
      >
        <a href={loaderData.redirectTo ?? "/"} className={buttonVariants({ className: "w-full" })}>
          Continue
        </a>
      </AuthPage>
    );
  }
  const { invitation } = loaderData;
  if (invitation && invitation.state !== "valid") return <InvitationProblem link={invitation} result={actionData} />;
  if (invitation) {
    return (
      <AuthPage title={invitationPageTexts.title} subtitle={invitationPageTexts.subtitle(invitation.email)}>
        <SignUpForm
          google={false}
          redirectTo={loaderData.redirectTo ?? "/"}
          result={actionData}
          invitation={{ token: invitation.token, email: invitation.email, name: invitation.name }}
        />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={signUpTexts.title} subtitle={signUpTexts.subtitle}>
      <SignUpForm google={loaderData.google} redirectTo={loaderData.redirectTo ?? "/"} result={actionData} />
    </AuthPage>
  );
}
