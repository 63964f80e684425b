import { requestPasswordResetAction } from "../../features/accounts/auth-forms.handlers.server.ts";
import { passwordResetTexts } from "../../features/accounts/mail-link-texts.ts";
import { AuthPage } from "../../features/accounts/components/auth-page.tsx";
import { ForgotPasswordForm } from "../../features/accounts/components/forgot-password-form.tsx";
import { pageMeta } from "../../platform/http/page-meta.ts";
import type { Route } from "./+types/forgot-password";
import { passOnHeaders } from "../../platform/http/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: passwordResetTexts.requestTitle, description: passwordResetTexts.requestSubtitle, path: "/forgot-password" });

export const action = (args: Route.ActionArgs) => requestPasswordResetAction(args);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={passwordResetTexts.requestTitle} subtitle={passwordResetTexts.requestSubtitle}>
      <ForgotPasswordForm result={actionData} />
    </AuthPage>
  );
}
