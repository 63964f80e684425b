import { Link } from "react-router";
import { resetPasswordAction } from "#app/features/accounts/auth-forms.handlers.server.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { AuthPage } from "#app/features/accounts/components/auth-page.tsx";
import { ResetPasswordForm } from "#app/features/accounts/components/reset-password-form.tsx";
import { pageMeta, tokenReferrer } from "#app/platform/http/page-meta.ts";
import type { Route } from "./+types/reset-password";
import { passOnHeaders } from "#app/platform/http/pass-on-headers.ts";

/** Retry-After and cookies set by the action reach the page too (forms work without JavaScript). */
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: passwordResetTexts.resetTitle, description: passwordResetTexts.resetSubtitle, path: "/reset-password" }),
  tokenReferrer,
];

/** Reached from the mail's link, through better-auth: ?token=…, or ?error=INVALID_TOKEN. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("error") ? null : params.get("token");
  return { token, confirmed: params.get("confirmed") === "1" };
}

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthPage title={passwordResetTexts.resetTitle} subtitle={passwordResetTexts.resetSubtitle} notice={{ ok: false, ...passwordResetTexts.invalidLink }}>
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {passwordResetTexts.requestTitle}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={loaderData.confirmed ? passwordResetTexts.confirmedTitle : passwordResetTexts.resetTitle}
      subtitle={loaderData.confirmed ? passwordResetTexts.confirmedSubtitle : passwordResetTexts.resetSubtitle}
    >
      <ResetPasswordForm token={loaderData.token} result={actionData} />
    </AuthPage>
  );
}
