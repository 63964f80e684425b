import { href } from "#app/platform/http/href.ts";
import { signUpTexts } from "#app/features/accounts/auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { checkNewPasswordForm } from "#app/features/accounts/auth-form-checks.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { PasswordField, SubmitButton, useAuthForm } from "./auth-form-parts.tsx";

/** Choose a new password, from the link in a reset mail (its token rides along). */
export function ResetPasswordForm({ token, result }: { token: string; result?: FormResult }) {
  const { Form, formProps, busy, field, pageResult } = useAuthForm({ check: checkNewPasswordForm, result, follow: true });
  return (
    <Form {...formProps} action={href("/reset-password")} className="grid gap-4">
      {pageResult ? <FormStatus result={pageResult} /> : null}
      <input type="hidden" name="token" value={token} />
      <PasswordField
        field={field}
        name="password"
        label={passwordResetTexts.newPassword}
        autoComplete="new-password"
        placeholder={signUpTexts.passwordPlaceholder}
      />
      <PasswordField field={field} name="confirmPassword" label={signUpTexts.confirmPassword} autoComplete="new-password" placeholder="Repeat your password" />
      <SubmitButton busy={busy} label={passwordResetTexts.resetSubmit} busyLabel={passwordResetTexts.resetSubmitting} />
    </Form>
  );
}
