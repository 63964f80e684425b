import { redirect } from "react-router";
import { signInAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { googleTexts, signInTexts } from "#app/features/accounts/auth-texts.ts";
import { safeRedirectPath } from "#app/features/accounts/redirect-path.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { getSessionUser } from "#app/features/accounts/session.server.ts";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { SignInForm } from "#app/features/accounts/components/sign-in-form.tsx";
import { appOf } from "#app/platform/app-context.server.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/sign-in";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: signInTexts.title, description: signInTexts.subtitle, path: "/sign-in" });

/** What the page says on arrival: after a password reset, or when Google sign-in failed. */
function arrivalNotice(params: URLSearchParams) {
  if (params.has("reset")) return { ok: true, ...passwordResetTexts.reset };
  const error = params.get("error");
  if (error === "google-unavailable") return { ok: false, title: googleTexts.failed.title, description: googleTexts.notConfigured };
  if (error) return { ok: false, ...googleTexts.failed };
  return null;
}

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const params = new URL(request.url).searchParams;
  const redirectTo = params.get("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : undefined;
  // Already signed in: straight on.
  if (await getSessionUser(args)) throw redirect(redirectTo ?? "/");
  return { google: appOf(args).config.google !== null, redirectTo, notice: arrivalNotice(params) };
}

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={signInTexts.title} subtitle={signInTexts.subtitle} notice={actionData ? null : loaderData.notice}>
      <SignInForm google={loaderData.google} redirectTo={loaderData.redirectTo ?? "/"} result={actionData} />
    </AuthPage>
  );
}
