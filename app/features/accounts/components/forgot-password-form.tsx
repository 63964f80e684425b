import { href } from "#app/platform/http/href.ts";
import { authNotices } from "#app/features/accounts/auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { passwordResetTexts } from "#app/features/accounts/mail-link-texts.ts";
import { TextField, personInputs } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { SubmitButton, SwitchLink, useAuthForm } from "./auth-form-parts.tsx";

/**
 * The "Forgot your password?" form: an e-mail address, then a mail with a link
 * to /reset-password. The answer is the same whether or not the address has
 * an account.
 */
export function ForgotPasswordForm({ result, onSent, onBackToSignIn }: { result?: FormResult; onSent?: () => void; onBackToSignIn?: () => void }) {
  const { Form, formProps, busy, field, pageResult } = useAuthForm({
    check: (values) => (values.email?.trim() ? null : authNotices.missing),
    result,
    onDone: onSent,
  });
  return (
    <div className="grid gap-5">
      <Form {...formProps} action={href("/forgot-password")} className="grid gap-4">
        {pageResult ? <FormStatus result={pageResult} /> : null}
        <TextField field={field} name="email" label="Email Address" {...personInputs.email} />
        <SubmitButton busy={busy} label={passwordResetTexts.requestSubmit} busyLabel={passwordResetTexts.requestSubmitting} />
      </Form>
      <p className="text-center text-sm">
        <SwitchLink href={href("/sign-in")} onSwitch={onBackToSignIn}>
          {passwordResetTexts.backToSignIn}
        </SwitchLink>
      </p>
    </div>
  );
}
