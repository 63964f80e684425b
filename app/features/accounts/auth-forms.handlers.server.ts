import { data, href, redirect } from "react-router";
import { z } from "zod";
import { parseForm, readFormFields, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import { authNotices, signInTexts, signUpTexts, type Notice } from "./auth-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { safeRedirectPath } from "./redirect-path.ts";
import { checkNewPasswordForm, checkSignInForm, checkSignUpForm, type AuthFormValues } from "./auth-form-checks.ts";
import { passwordResetTexts } from "./mail-link-texts.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import type { Logger } from "pino";
import { accountMenuTexts } from "./account-texts.ts";
import { callAuthEndpoint, getSessionUser, type AuthAnswer } from "./session.server.ts";
import { choosePasswordRedirect, vouchedAddressProof } from "./address-proof.server.ts";

type Fields = AuthFormValues & { redirectTo?: string; token?: string; invitation?: string };

const text = z.string().optional();
/** Every auth form's fields, each at most once; the checks of auth-form-checks.ts (shared with the browser) follow. */
const AuthForm = z.object({ name: text, email: text, password: text, confirmPassword: text, redirectTo: text, token: text, invitation: text });

/** A web form's content type (urlencoded or multipart); anything else is refused before the body is read. */
const isWebForm = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get("content-type") ?? "");

type AuthFormAnswer = Awaited<ReturnType<typeof fail>> | Awaited<ReturnType<typeof succeed>> | ReturnType<typeof data<FormResult>>;

/**
 * An auth form through the one form pipeline (0033): read once (or the
 * `fields` a route has read already), then the same-origin check (403),
 * the schema (400, a field sent more than once named), and `write`: the
 * hand checks of 0004 and better-auth, which answer in the form's own
 * shape (its notice, the values echoed back, the session's cookies or a
 * redirect). The pipeline's refusals get the forms' "Something went wrong".
 */
async function runAuthForm(args: RequestArgs, write: (values: Fields) => Promise<AuthFormAnswer>, fields?: Record<string, string | string[]>) {
  const { request } = args;
  if (!isWebForm(request)) return unreadable();
  const outcome = await runFormPipeline(request, fields ?? (await readFormFields(request)), {
    schema: AuthForm,
    publicUrl: appOf(args).config.publicUrl,
    // The write's own answer is the success (outcome.saved); this headline is never shown.
    texts: { success: { title: authNotices.failed.title }, errorTitle: authNotices.failed.title },
    write,
  });
  if (outcome.code === "ok" && outcome.saved) return outcome.saved;
  return fail({ title: outcome.result.title, description: outcome.result.description ?? authNotices.failed.description }, outcome.status);
}

/**
 * A page navigation (a form posted without JavaScript) is answered with a
 * redirect on success; a fetcher (the dialogs) gets the result as data.
 */
const isNavigation = (request: Request) => request.headers.get("sec-fetch-mode") === "navigate";

const fail = (notice: Notice, status: number, values?: Fields, headers?: Headers) =>
  data<FormResult>({ ok: false, ...notice, values: values ? { name: values.name?.trim(), email: values.email?.trim() } : undefined }, { status, headers });

const unreadable = () => fail({ title: authNotices.failed.title, description: "Please send the form as a web form." }, 400);

/** Turns better-auth's refusals into the forms' notices (auth-texts.ts); `known` maps its error codes. */
function refusal(logger: Logger, answer: AuthAnswer, values: Fields, known: Record<string, Notice> = {}) {
  if (answer.status === 429) {
    return fail(authNotices.tooMany, 429, values, new Headers({ "Retry-After": String(answer.retryAfterSeconds ?? 60) }));
  }
  if (answer.code === "WEAK_PASSWORD" && answer.message) {
    return fail({ title: authNotices.weakTitle, description: answer.message }, 400, values);
  }
  // The site's name and e-mail rules (auth.server.ts), with the broken rule's words.
  if (answer.code === "INVALID_NAME" && answer.message) {
    return fail({ title: authNotices.invalidName.title, description: answer.message }, 400, values);
  }
  if (answer.code === "INVALID_EMAIL_ADDRESS" && answer.message) {
    return fail({ title: authNotices.invalidEmail.title, description: answer.message }, 400, values);
  }
  const notice = answer.code ? known[answer.code] : undefined;
  if (notice) return fail(notice, answer.status >= 500 ? 400 : answer.status, values);
  logger.warn({ status: answer.status, code: answer.code }, "auth request refused");
  return fail(authNotices.failed, answer.status >= 500 ? 503 : answer.status, values);
}

function succeed(request: Request, notice: Notice, headers: Headers, redirectTo: string | undefined) {
  const to = safeRedirectPath(redirectTo, "/");
  if (isNavigation(request)) throw redirect(to, { headers });
  return data<FormResult<{ redirectTo: string }>>({ ok: true, ...notice, redirectTo: to }, { headers });
}

/** Network and database failures answer 503 with "Something went wrong", never an error page. */
async function guarded<T>(logger: Logger, run: () => Promise<AuthAnswer<T>>) {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, "auth request failed");
    return null;
  }
}

export async function signInAction(args: RequestArgs) {
  return runAuthForm(args, (values) => signIn(args, values));
}

async function signIn(args: RequestArgs, values: Fields) {
  const { request } = args;
  const missing = checkSignInForm(values);
  if (missing) return fail(missing, 400, values);
  const answer = await guarded(appOf(args).logger, () =>
    callAuthEndpoint(args, "/sign-in/email", { email: values.email!.trim(), password: values.password, rememberMe: true }),
  );
  if (!answer) return fail(authNotices.failed, 503, values);
  if (!answer.ok) {
    return refusal(appOf(args).logger, answer, values, {
      INVALID_EMAIL_OR_PASSWORD: signInTexts.failed,
      EMAIL_NOT_VERIFIED: signInTexts.unverified,
      INVALID_EMAIL: signInTexts.failed,
      VALIDATION_ERROR: signInTexts.failed,
    });
  }
  return succeed(request, signInTexts.success, answer.headers, values.redirectTo);
}

/**
 * A link another feature mailed that vouches for a sign-up's address (a
 * waitlist invitation): the sign-up route passes one in, and the form's
 * `invitation` field carries its token.
 */
export interface AddressVoucher {
  /** The address the token names, or null when its link no longer works. */
  addressOf(token: string): Promise<string | null>;
  /** The answer when the link no longer works. */
  refused: Notice;
}

/** Sign-up; `fields` is the form when the sign-up route has read it already (it looks for "new-invitation" first). */
export async function signUpAction(args: RequestArgs, voucher?: AddressVoucher, fields?: Record<string, string | string[]>) {
  return runAuthForm(args, (values) => signUp(args, values, voucher), fields);
}

async function signUp(args: RequestArgs, values: Fields, voucher?: AddressVoucher) {
  const { request } = args;
  // A vouching link fixes the address: the invited one, whatever the form says.
  const vouched = Boolean(voucher && values.invitation);
  if (voucher && values.invitation) {
    const email = await voucher.addressOf(values.invitation);
    if (email === null) return fail(voucher.refused, 400, values);
    values.email = email;
  }
  const problem = checkSignUpForm(values);
  if (problem) return fail(problem, 400, values);
  const answer = await guarded(appOf(args).logger, () =>
    callAuthEndpoint(args, "/sign-up/email", {
      name: values.name!.trim(),
      email: values.email!.trim(),
      password: values.password,
      callbackURL: href("/email-verified"),
      // Proves the address (auth.server.ts): the account is verified at once.
      ...(vouched ? { invitationProof: vouchedAddressProof(appOf(args).config.authSecret, values.email!.trim()) } : {}),
    }),
  );
  if (!answer) return fail(authNotices.failed, 503, values);
  if (!answer.ok) {
    return refusal(appOf(args).logger, answer, values, {
      INVALID_EMAIL: authNotices.invalidEmail,
      PASSWORD_TOO_SHORT: authNotices.tooShort,
      PASSWORD_TOO_LONG: { title: authNotices.weakTitle, description: "Password must be at most 128 characters long." },
      VALIDATION_ERROR: authNotices.invalidEmail,
    });
  }
  // Without JavaScript the visitor lands on a page confirming the new account
  // (the dialog shows a toast instead), which then leads where they were going.
  const next = isNavigation(request)
    ? `${href("/sign-up")}?${new URLSearchParams({ created: "1", redirectTo: safeRedirectPath(values.redirectTo, "/") })}`
    : values.redirectTo;
  // Only an invitation signs in at once; otherwise the answer is the same for every address.
  return succeed(request, vouched ? signUpTexts.invited : signUpTexts.success, answer.headers, next);
}

/** Ends the session on the server and clears its cookie. A resource route: JSON, or a redirect home. */
export async function signOutAction(args: RequestArgs) {
  const { request } = args;
  const answer = await guarded(appOf(args).logger, () => callAuthEndpoint(args, "/sign-out", {}));
  // Signed out already (no or an expired session) is still signed out.
  const headers = answer?.headers ?? new Headers();
  if (isNavigation(request)) return redirect("/", { headers });
  headers.set("Cache-Control", "no-store");
  return Response.json({ ok: true, ...accountMenuTexts.signedOut } satisfies FormResult, { headers });
}

export async function requestPasswordResetAction(args: RequestArgs) {
  return runAuthForm(args, (values) => requestPasswordReset(args, values));
}

async function requestPasswordReset(args: RequestArgs, values: Fields) {
  if (!values.email?.trim()) return fail(authNotices.missing, 400, values);
  const answer = await guarded(appOf(args).logger, () =>
    callAuthEndpoint(args, "/request-password-reset", { email: values.email!.trim(), redirectTo: href("/reset-password") }),
  );
  if (!answer) return fail(authNotices.failed, 503, values);
  if (!answer.ok) return refusal(appOf(args).logger, answer, values, { INVALID_EMAIL: authNotices.invalidEmail, VALIDATION_ERROR: authNotices.invalidEmail });
  // The same answer whether or not the address has an account.
  return data<FormResult>({ ok: true, ...passwordResetTexts.requested });
}

export async function resetPasswordAction(args: RequestArgs) {
  return runAuthForm(args, (values) => resetPassword(args, values));
}

async function resetPassword(args: RequestArgs, values: Fields) {
  const { request } = args;
  const problem = checkNewPasswordForm(values);
  if (problem) return fail(problem, 400);
  if (!values.token) return fail(passwordResetTexts.invalidLink, 400);
  const answer = await guarded(appOf(args).logger, () => callAuthEndpoint(args, "/reset-password", { newPassword: values.password, token: values.token }));
  if (!answer) return fail(authNotices.failed, 503);
  if (!answer.ok) return refusal(appOf(args).logger, answer, {}, { INVALID_TOKEN: passwordResetTexts.invalidLink });
  return succeed(request, passwordResetTexts.reset, answer.headers, `${href("/sign-in")}?reset=1`);
}

/**
 * Starts Google sign-in: better-auth answers with Google's address and a
 * state cookie; the browser goes there. Afterwards Google comes back to
 * /api/auth/callback/google, which lands on the page with ?welcome=….
 */
export async function startGoogleSignIn(args: RequestArgs) {
  const { request } = args;
  // Only where to come back to is read from this form (a refused one is no fields).
  const parsed = parseForm(AuthForm, await readFormFields(request));
  const values: Fields = parsed.success ? parsed.data : {};
  if (!appOf(args).config.google) throw redirect(`${href("/sign-in")}?error=google-unavailable`);
  const back = safeRedirectPath(values.redirectTo, "/");
  const withWelcome = (kind: string) => `${back}${back.includes("?") ? "&" : "?"}welcome=${kind}`;
  const answer = await guarded(appOf(args).logger, () =>
    callAuthEndpoint<{ url?: string }>(args, "/sign-in/social", {
      provider: "google",
      callbackURL: withWelcome("google"),
      newUserCallbackURL: withWelcome("google-new"),
      errorCallbackURL: `${href("/sign-in")}?error=google`,
      disableRedirect: true,
    }),
  );
  if (!answer?.ok || !answer.body?.url) throw redirect(`${href("/sign-in")}?error=google`, { headers: answer?.headers });
  throw redirect(answer.body.url, { headers: answer.headers });
}

/**
 * Where the verification link lands. When the link was opened away from the
 * browser that signed up, the sign-up's password was dropped (it may not be
 * the prover's): the prover goes on to choose their own.
 */
export async function emailVerifiedLoader(args: RequestArgs) {
  const verified = !new URL(args.request.url).searchParams.has("error");
  const user = verified ? await getSessionUser(args) : null;
  const choosePassword = user ? await choosePasswordRedirect(appOf(args).db, user.id) : null;
  if (choosePassword) throw redirect(choosePassword);
  return { verified };
}
