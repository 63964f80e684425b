import type { z } from "zod";
import type { Database } from "#app/platform/db/client.server.ts";
import { isInvalidTextError } from "#app/platform/db/client.server.ts";
import { clientIpOf, isCrossSiteRequest } from "#app/platform/http/request-origin.server.ts";
import { INVALID_CHARACTERS_MESSAGE } from "#app/platform/http/request-text.server.ts";
import type { RateLimit } from "#app/platform/rate-limit/rate-limit-rules.ts";
import { hitRateLimit, rateLimitMessage } from "#app/platform/rate-limit/rate-limit.server.ts";
import { POW_FIELD } from "./proof-of-work-field.ts";
import { powMessages, verifyPowSolution } from "./proof-of-work.server.ts";

/**
 * The one way a form post is handled (docs/decisions/0033-one-form-pipeline.md):
 * the form is read once (readFormFields), checked by its own Zod schema
 * (parseForm: a field sent more than once, or missing, is a field error and a
 * 400, never a thrown 500). Every form action then runs runFormPipeline:
 * the same-origin check, the schema, for forms anyone may send (leads,
 * comments) the honeypot and the per-address rate limit, the write and one
 * answer; signed-in forms call it through runSignedInForm. The JSON API
 * passes its body to the same pipeline with the same schema.
 */

/**
 * A posted form as a plain object for a schema: text fields only (a file is
 * left out), a name sent more than once as a list of its values. An
 * unreadable body (or none) is an empty object, so the schema's own
 * messages answer it.
 */
export function formFields(form: FormData | Record<string, string | string[]> | null): Record<string, string | string[]> {
  if (form && !(form instanceof FormData)) return form;
  return fieldsOf(form);
}

function fieldsOf(form: FormData | null): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form ?? []) {
    if (typeof value !== "string") continue;
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}

/** What a field error says when a field the schema takes once came more than once (`intent=a&intent=b`). */
export const REPEATED_FIELD_MESSAGE = "This field was sent more than once.";

/**
 * A posted form checked by a schema: its data, or the problems by field
 * name with the first as the answer's headline. A refused form has no
 * `data`, so a caller cannot use it without checking `success` first.
 */
export type ParsedForm<Data> = { success: true; data: Data } | { success: false; error: z.ZodError; fields: Partial<Record<string, string>>; title: string };

/**
 * Validates a posted form with `schema` (see formFields). A field the
 * schema refuses because it came more than once says so; otherwise each
 * field's first issue is its message.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, form: FormData | Record<string, string | string[]> | null): ParsedForm<z.output<Schema>> {
  const posted = formFields(form);
  const parsed = schema.safeParse(posted);
  if (parsed.success) return { success: true, data: parsed.data };
  const fields = fieldErrorsOf(parsed.error, posted);
  const [name, message] = Object.entries(fields)[0]!;
  return { success: false, error: parsed.error, fields, title: message === REPEATED_FIELD_MESSAGE ? `The field “${name}” was sent more than once.` : message! };
}

/** The request's form, or null when its body is not one. */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);

/** The request's form read once, as fields for a schema (see formFields); an unreadable body is no fields. */
export const readFormFields = async (request: Request) => formFields(await readForm(request));

/** A refused post's problems by field: the first issue per field, a repeated field said to be repeated. */
export function fieldErrorsOf(error: z.ZodError, posted: Record<string, unknown> = {}): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    fields[name] ??= Array.isArray(posted[name]) ? REPEATED_FIELD_MESSAGE : issue.message;
  }
  return fields;
}

export type FormCode = "ok" | "forbidden" | "invalid" | "rate_limited" | "invalid_characters" | "unavailable" | "refused" | "challenge_failed";

/** What runFormPipeline answers: a FormResult (app/ui/form-result.ts) with its status, and a code for the JSON API. */
export interface FormOutcome<Saved = undefined> {
  status: number;
  code: FormCode;
  result: { ok: true; title: string; description?: string } | { ok: false; title: string; description?: string; fields?: Partial<Record<string, string>> };
  /** When refused by the rate limit: seconds until the window ends (the Retry-After header). */
  retryAfterSeconds?: number;
  /** What the write returned (nothing for a refusal or a filled honeypot). */
  saved?: Saved;
  /** Let through without a proof-of-work solution (the no-JavaScript path, under its stricter limit). */
  withoutProofOfWork?: boolean;
}

/** The write's own refusal (e.g. "that comment can't be replied to"). */
export class FormRefusal extends Error {
  readonly status: number;
  constructor(description: string, status = 400) {
    super(description);
    this.status = status;
  }
}

/** A success's words: fixed, or from what the write returned. */
type SuccessText<Saved> = { title: string; description?: string } | ((saved: Saved) => { title: string; description?: string });

export interface FormPipeline<Input, Saved> {
  schema: z.ZodType<Input, unknown>;
  /**
   * With `errorTitle`, a refusal is that headline with the problem as its
   * description (public forms); without it, the problem is the headline
   * (the one-sentence answers of signed-in forms).
   */
  texts: { success: SuccessText<Saved>; errorTitle?: string };
  successStatus?: number;
  /** The site's public URL: a post from another site is refused (403). */
  publicUrl: string;
  /** A filled honeypot is a bot: it is told "done" and nothing is stored (public forms only). */
  honeypot?: (input: Input) => boolean;
  /** Per client address (the key is prefixed with `name`; public forms only). */
  rateLimit?: { db: Database; name: string; limit: RateLimit | null };
  /**
   * The proof-of-work challenge (public forms; docs/decisions/0053-proof-of-work.md):
   * the body's `altcha` field must hold a solved, unexpired, unused challenge
   * signed with `secret`. Without one the post is refused (400), or, with
   * `withoutSolution` (a plain HTML post), let through under that stricter
   * per-address limit. A wrong, expired or replayed solution is always refused.
   */
  proofOfWork?: { db: Database; secret: string; withoutSolution?: { name: string; limit: RateLimit | null } };
  write: (input: Input) => Promise<Saved>;
  /**
   * When given, a failing write is logged here and answered 503 with this
   * message; otherwise the error propagates.
   */
  unavailable?: { message: string; onError: (error: unknown) => void };
}

/**
 * origin (403) → schema (400, the first problem as the description and
 * every field's) → honeypot (a fake success) → proof of work (400) → rate
 * limit (429) → write →
 * answer. A text the database cannot hold is a 400, not a 5xx.
 */
export async function runFormPipeline<Input, Saved>(request: Request, body: unknown, form: FormPipeline<Input, Saved>): Promise<FormOutcome<Saved>> {
  const fail = (status: number, code: FormCode, description: string, fields?: Partial<Record<string, string>>): FormOutcome<Saved> => ({
    status,
    code,
    result: {
      ok: false,
      ...(form.texts.errorTitle === undefined ? { title: description } : { title: form.texts.errorTitle, description }),
      ...(fields ? { fields } : {}),
    },
  });
  const success = (saved?: Saved): FormOutcome<Saved> => ({
    status: form.successStatus ?? 200,
    code: "ok",
    result: { ok: true, ...(typeof form.texts.success === "function" ? form.texts.success(saved as Saved) : form.texts.success) },
    ...(saved === undefined ? {} : { saved }),
  });

  if (isCrossSiteRequest(request, form.publicUrl)) return fail(403, "forbidden", "This form can only be sent from our own site.");
  const posted = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const parsed = form.schema.safeParse(posted);
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error, posted);
    const [name, message] = Object.entries(fields)[0]!;
    return fail(400, "invalid", message === REPEATED_FIELD_MESSAGE ? `The field “${name}” was sent more than once.` : message!, fields);
  }
  if (form.honeypot?.(parsed.data)) return success();
  try {
    let withoutProofOfWork = false;
    if (form.proofOfWork) {
      const { db, secret, withoutSolution } = form.proofOfWork;
      const solution = posted[POW_FIELD];
      if ((solution === undefined || solution === "") && withoutSolution) {
        const decision = withoutSolution.limit && (await hitRateLimit(db, `${withoutSolution.name}:${clientIpOf(request)}`, withoutSolution.limit));
        if (decision && !decision.allowed)
          return { ...fail(429, "rate_limited", rateLimitMessage(decision.retryAfterSeconds)), retryAfterSeconds: decision.retryAfterSeconds };
        withoutProofOfWork = true;
      } else {
        const verdict = await verifyPowSolution(db, Array.isArray(solution) ? "" : solution, secret);
        if (verdict !== "ok") return fail(400, "challenge_failed", powMessages[verdict]);
      }
    }
    if (form.rateLimit?.limit) {
      const { db, name, limit } = form.rateLimit;
      const decision = await hitRateLimit(db, `${name}:${clientIpOf(request)}`, limit);
      if (!decision.allowed)
        return { ...fail(429, "rate_limited", rateLimitMessage(decision.retryAfterSeconds)), retryAfterSeconds: decision.retryAfterSeconds };
    }
    const outcome = success(await form.write(parsed.data));
    return withoutProofOfWork ? { ...outcome, withoutProofOfWork } : outcome;
  } catch (error) {
    if (error instanceof FormRefusal) return fail(error.status, "refused", error.message);
    if (isInvalidTextError(error)) return fail(400, "invalid_characters", INVALID_CHARACTERS_MESSAGE);
    if (!form.unavailable) throw error;
    form.unavailable.onError(error);
    return fail(503, "unavailable", form.unavailable.message);
  }
}

/**
 * A signed-in (settings, admin) form through the same pipeline: origin
 * (403) → schema (400, the first problem as the title) → write (a
 * FormRefusal answers its own status and words) → the FormResult with its
 * status. No honeypot, no rate limit: the caller has checked the role.
 * A route that dispatches on a field (the settings page's `intent`) reads
 * the form once with readFormFields and passes its `fields`, so the body
 * is never read twice.
 */
export async function runSignedInForm<Input, Saved>(
  request: Request,
  form: Omit<FormPipeline<Input, Saved>, "honeypot" | "rateLimit">,
  fields?: Record<string, string | string[]>,
): Promise<FormOutcome<Saved>> {
  return runFormPipeline(request, fields ?? (await readFormFields(request)), form);
}

/** The Retry-After header of a rate-limited outcome. */
export const retryAfterHeader = (outcome: FormOutcome<unknown>) =>
  outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
