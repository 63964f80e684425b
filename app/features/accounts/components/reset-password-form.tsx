import { href } from "../../../platform/http/href.ts";
import { signUpTexts } from "../auth-texts.ts";
import type { FormResult } from "../../../ui/form-result.ts";
import { checkNewPasswordForm } from "../auth-form-checks.ts";
import { passwordResetTexts } from "../mail-link-texts.ts";
import { FormStatus } from "../../../ui/form-feedback.tsx";
import { PasswordField, SubmitButton, useAuthForm } from "./auth-form-parts.tsx";

/** Choose a new password, from the link in a reset mail (its token rides along). */
export function ResetPasswordForm({ token, result }: { token: string; result?: FormResult }) {
  const { Form, formProps, busy, field, pageResult } = useAuthForm({ check: checkNewPasswordForm, result, follow: true });
  return (
    <Form {...formProps} action={href("/reset-password")} className="grid gap-4">
      {pageResult ? <FormStatus result={pageResult} /> : null}
      <input type="hidden" name="token" value={token} />
      <PasswordField field={field} name="password" label={passwordResetTexts.newPassword} autoComplete="new-password" placeholder={signUpTexts.passwordPlaceholder} />
      <PasswordField field={field} name="confirmPassword" label={signUpTexts.confirmPassword} autoComplete="new-password" placeholder="Repeat your password" />
      <SubmitButton busy={busy} label={passwordResetTexts.resetSubmit} busyLabel={passwordResetTexts.resetSubmitting} />
    </Form>
  );
}
