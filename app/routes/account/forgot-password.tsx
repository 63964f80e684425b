import { requestPasswordResetAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { ForgotPasswordForm } from "#app/features/accounts/components/forgot-password-form.tsx";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/forgot-password";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";

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
