import { redirect } from "react-router";
import { signUpAction } from "../auth/auth-forms.server.ts";
import { safeRedirectPath, signUpTexts } from "../auth/auth-texts.ts";
import { getSessionUser } from "../auth/session.server.ts";
import { AuthPage } from "../components/auth/auth-page.tsx";
import { SignUpForm } from "../components/auth/sign-up-form.tsx";
import { getConfig } from "../config.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/sign-up";
import { passOnHeaders } from "../lib/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: signUpTexts.title, description: signUpTexts.subtitle, path: "/sign-up" });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = params.get("redirectTo") ? safeRedirectPath(params.get("redirectTo")) : undefined;
  if (await getSessionUser(request)) throw redirect(redirectTo ?? "/");
  return { google: getConfig().google !== null, redirectTo };
}

export const action = ({ request }: Route.ActionArgs) => signUpAction(request);

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={signUpTexts.title} subtitle={signUpTexts.subtitle}>
      <SignUpForm google={loaderData.google} redirectTo={loaderData.redirectTo ?? "/"} result={actionData} />
    </AuthPage>
  );
}
