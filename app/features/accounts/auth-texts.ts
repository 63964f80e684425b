import { site } from "#app/content/site.ts";
import { MIN_PASSWORD_LENGTH, PASSWORD_PLACEHOLDER } from "./password-policy.ts";

/** A toast's (or, without JavaScript, an inline message's) two lines. */
export interface Notice {
  title: string;
  description: string;
}

/** The sign-in dialog. */
export const signInTexts = {
  title: "Welcome Back",
  subtitle: "Sign in to your account to continue",
  email: "Email Address",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing In...",
  switchPrompt: "Don't have an account?",
  switchLink: "Sign up",
  forgotPassword: "Forgot your password?",
  success: { title: "Welcome back!", description: "You've successfully logged in." },
  /** The same words whether or not the e-mail has an account. */
  failed: { title: "Sign-in failed", description: "The email address or password is incorrect." },
  /** The right password for an account whose address is not confirmed yet: a fresh link is mailed. */
  unverified: { title: "Please confirm your email first", description: "We sent you a new link. Open it to confirm your address, then sign in." },
} as const;

/** The sign-up dialog. */
export const signUpTexts = {
  title: "Create Your Account",
  subtitle: "Join thousands of developers building the future with AI",
  name: "Full Name",
  email: "Email Address",
  password: "Password",
  passwordPlaceholder: PASSWORD_PLACEHOLDER,
  confirmPassword: "Confirm Password",
  submit: "Create Account",
  submitting: "Creating Account...",
  switchPrompt: "Already have an account?",
  switchLink: "Sign in",
  /** The same answer whether or not the address has an account (its owner gets a mail instead). */
  success: {
    title: "Account created!",
    description: `Welcome to ${site.productName}! You can now start automating your work. Open the link we emailed you to confirm your address.`,
  },
  /** An invitation link proved the address: the account is ready and signed in. */
  invited: {
    title: "Account created!",
    description: `Welcome to ${site.productName}! You can now start automating your work.`,
  },
} as const;

/** The notices of both forms' checks, in the order the checks run. */
export const authNotices = {
  missing: { title: "Missing information", description: "Please fill in all required fields." },
  mismatch: { title: "Passwords don't match", description: "Please make sure your passwords match." },
  tooShort: { title: "Password too short", description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` },
  /** The description names what the password lacks (password-policy.ts). */
  weakTitle: "Password too weak",
  invalidEmail: { title: "Invalid email address", description: "Please enter a valid email address." },
  invalidName: { title: "Invalid name", description: "Please enter a name of up to 100 characters." },
  tooMany: { title: "Too many attempts", description: "Please wait a minute and try again." },
  failed: { title: "Something went wrong", description: "Please try again in a moment." },
} as const satisfies Record<string, Notice | string>;

/** Google sign-in. */
export const googleTexts = {
  button: "Continue with Google",
  divider: "or",
  notConfigured: "Google sign-in is not configured on this site.",
  signedIn: { title: "Welcome!", description: "You've successfully signed in with Google." },
  signedUp: { title: `Welcome to ${site.productName}!`, description: "You've successfully signed up with Google." },
  failed: { title: "Google sign-in failed", description: "We couldn't sign you in with Google. Please try again." },
} as const;
