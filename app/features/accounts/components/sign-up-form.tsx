import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { signUpTexts } from "#app/features/accounts/auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { checkSignUpForm } from "#app/features/accounts/auth-form-checks.ts";
import { TextField, personInputs } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { AuthSwitch, PasswordField, SubmitButton, useAuthForm } from "./auth-form-parts.tsx";
import { GoogleButton, OrDivider } from "./google-button.tsx";

/**
 * The sign-up form: Google, or name, e-mail and a password
 * typed twice. The checks run in a fixed order before sending (required,
 * match, length); the server checks them again and the full password policy.
 */
export function SignUpForm({
  google,
  result,
  redirectTo,
  onSignedUp,
  onSwitchToSignIn,
  invitation,
}: {
  google: boolean;
  /** From an invitation link: the address is the invited one and cannot be changed. */
  invitation?: { token: string; email: string; name: string };
  result?: FormResult;
  redirectTo?: string;
  onSignedUp?: () => void;
  onSwitchToSignIn?: () => void;
}) {
  const { Form, formProps, busy, field, pageResult } = useAuthForm({
    check: checkSignUpForm,
    result,
    signsIn: true,
    follow: Boolean(redirectTo),
    onDone: onSignedUp,
  });
  return (
    <div className="grid gap-5">
      {invitation ? null : (
        <>
          <GoogleButton enabled={google} redirectTo={redirectTo} />
          <OrDivider />
        </>
      )}
      <Form
        {...formProps}
        action={invitation ? `${href("/sign-up")}?${new URLSearchParams({ invitation: invitation.token })}` : href("/sign-up")}
        className="grid gap-4"
      >
        {pageResult ? <FormStatus result={pageResult} /> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {invitation ? <input type="hidden" name="invitation" value={invitation.token} /> : null}
        <TextField
          field={field}
          name="name"
          label={signUpTexts.name}
          {...personInputs.name}
          {...(invitation ? { defaultValue: field.sent?.name ?? invitation.name } : {})}
        />
        <TextField
          field={field}
          name="email"
          label={signUpTexts.email}
          {...personInputs.email}
          {...(invitation ? { defaultValue: invitation.email, readOnly: true, "aria-readonly": true } : {})}
        />
        <PasswordField field={field} name="password" label={signUpTexts.password} autoComplete="new-password" placeholder={signUpTexts.passwordPlaceholder} />
        <PasswordField
          field={field}
          name="confirmPassword"
          label={signUpTexts.confirmPassword}
          autoComplete="new-password"
          placeholder="Repeat your password"
        />
        <SubmitButton busy={busy} label={signUpTexts.submit} busyLabel={signUpTexts.submitting} />
      </Form>
      <AuthSwitch prompt={signUpTexts.switchPrompt} link={signUpTexts.switchLink} to={href("/sign-in")} redirectTo={redirectTo} onSwitch={onSwitchToSignIn} />
      <p className="text-center text-xs text-muted-foreground">
        By creating an account, you agree to our{" "}
        <Link to={href("/terms")} className="underline underline-offset-4 hover:text-foreground">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to={href("/privacy")} className="underline underline-offset-4 hover:text-foreground">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
