import { authNotices, type Notice } from "./auth-texts.ts";
import { MIN_PASSWORD_LENGTH } from "./password-policy.ts";

export type AuthFormValues = Partial<Record<"name" | "email" | "password" | "confirmPassword", string>>;

const blank = (value: string | undefined) => !value || value.trim() === "";

/** Both fields are required. Returns the first failing check's notice, or null. */
export function checkSignInForm(values: AuthFormValues): Notice | null {
  return blank(values.email) || !values.password ? authNotices.missing : null;
}

/**
 * Required, then mismatch, then length; the rest of the policy is
 * the server's (password-policy.ts). Returns the first failing check's notice.
 */
export function checkSignUpForm(values: AuthFormValues): Notice | null {
  if (blank(values.name) || blank(values.email) || !values.password || !values.confirmPassword) return authNotices.missing;
  if (values.password !== values.confirmPassword) return authNotices.mismatch;
  if (values.password.length < MIN_PASSWORD_LENGTH) return authNotices.tooShort;
  return null;
}

/** A new password and its confirmation (password reset): required, mismatch, length. */
export function checkNewPasswordForm(values: AuthFormValues): Notice | null {
  if (!values.password || !values.confirmPassword) return authNotices.missing;
  if (values.password !== values.confirmPassword) return authNotices.mismatch;
  if (values.password.length < MIN_PASSWORD_LENGTH) return authNotices.tooShort;
  return null;
}
