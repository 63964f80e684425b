import { requestPasswordResetAction } from "../auth/auth-forms.server.ts";
import { passwordResetTexts } from "../auth/mail-link-texts.ts";
import { AuthPage } from "../components/auth/auth-page.tsx";
import { ForgotPasswordForm } from "../components/auth/forgot-password-form.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";
import { passOnHeaders } from "../lib/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: passwordResetTexts.requestTitle, description: passwordResetTexts.requestSubtitle, path: "/forgot-password" });

export const action = ({ request }: Route.ActionArgs) => requestPasswordResetAction(request);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={passwordResetTexts.requestTitle} subtitle={passwordResetTexts.requestSubtitle}>
      <ForgotPasswordForm result={actionData} />
    </AuthPage>
  );
}
