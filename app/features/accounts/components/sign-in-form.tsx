import { href } from "#app/platform/http/href.ts";
import { signInTexts } from "#app/features/accounts/auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { checkSignInForm } from "#app/features/accounts/auth-form-checks.ts";
import { TextField, personInputs } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { AuthSwitch, PasswordField, SubmitButton, SwitchLink, useAuthForm } from "./auth-form-parts.tsx";
import { GoogleButton, OrDivider } from "./google-button.tsx";

/**
 * The sign-in form: Google, e-mail and password. Posts to
 * the /sign-in action; works without JavaScript (the page then shows the
 * answer inline), and with JavaScript answers with toasts.
 */
export function SignInForm({
  google,
  result,
  redirectTo,
  onSignedIn,
  onSwitchToSignUp,
  onForgotPassword,
}: {
  google: boolean;
  result?: FormResult;
  /** Where to go after signing in (the standalone page); a dialog stays on its page. */
  redirectTo?: string;
  /** Called after a successful sign-in (the dialog closes). */
  onSignedIn?: () => void;
  /** In a dialog: switch to sign-up / the reset request instead of following the link. */
  onSwitchToSignUp?: () => void;
  onForgotPassword?: () => void;
}) {
  const { Form, formProps, busy, field, pageResult } = useAuthForm({
    check: checkSignInForm,
    result,
    signsIn: true,
    follow: Boolean(redirectTo),
    onDone: onSignedIn,
  });
  return (
    <div className="grid gap-5">
      <GoogleButton enabled={google} redirectTo={redirectTo} />
      <OrDivider />
      <Form {...formProps} action={href("/sign-in")} className="grid gap-4">
        {pageResult ? <FormStatus result={pageResult} /> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField field={field} name="email" label={signInTexts.email} {...personInputs.email} autoComplete="username" />
        <PasswordField field={field} name="password" label={signInTexts.password} autoComplete="current-password" placeholder="Enter your password" />
        <div className="-mt-1 flex justify-end text-sm">
          <SwitchLink
            href={href("/forgot-password")}
            onSwitch={onForgotPassword}
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {signInTexts.forgotPassword}
          </SwitchLink>
        </div>
        <SubmitButton busy={busy} label={signInTexts.submit} busyLabel={signInTexts.submitting} />
      </Form>
      <AuthSwitch prompt={signInTexts.switchPrompt} link={signInTexts.switchLink} to={href("/sign-up")} redirectTo={redirectTo} onSwitch={onSwitchToSignUp} />
    </div>
  );
}
