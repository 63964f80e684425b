import type { z } from "zod";
import type { RateLimit } from "../../platform/rate-limit/rate-limit-rules.ts";
import { hitRateLimit, rateLimitMessage } from "../../platform/rate-limit/rate-limit.server.ts";
import { clientIpOf, isCrossSiteRequest } from "../../platform/http/request-origin.server.ts";
import { INVALID_CHARACTERS_MESSAGE } from "../../platform/http/request-text.server.ts";
import { isInvalidTextError, type Database } from "../../platform/db/client.server.ts";
import type { FieldErrors, FormResult } from "../../ui/form-result.ts";
import { fieldErrorsOf } from "./lead-fields.ts";

export type SubmissionCode = "ok" | "forbidden" | "invalid" | "rate_limited" | "invalid_characters" | "unavailable";

export interface SubmissionOutcome {
  status: number;
  code: SubmissionCode;
  result: FormResult;
  /** Mails to deliver now that the write has committed. */
  mailIds: string[];
  /** When refused by the rate limit: seconds until the window ends (the Retry-After header). */
  retryAfterSeconds?: number;
}

export interface LeadForm<Input extends { website: boolean }> {
  /** The rate-limit bucket, e.g. "waitlist". */
  name: string;
  schema: z.ZodType<Input, unknown>;
  texts: {
    success: { title: string; description: string };
    errorTitle: string;
    fallbackError: string;
  };
  /** Stores the lead; returns the ids of the mails it queued (their links built on `publicUrl`, signed with `secret`). */
  save: (db: Database, input: Input, context: { request: Request; publicUrl: string; secret: string }) => Promise<{ mailIds: string[] }>;
  successStatus: number;
}

export interface SubmissionContext {
  db: Database;
  publicUrl: string;
  /** Signs the links in the mails (BETTER_AUTH_SECRET). */
  secret: string;
  limit: RateLimit | null;
  onError?: (error: unknown) => void;
}

/**
 * The one pipeline every lead form and API call goes through: same-origin
 * check (403), validation (400), honeypot (a fake success, nothing stored),
 * per-IP rate limit (429), then the write; a failing database answers 503
 * with the forms' fallback message, never an unhandled error.
 */
export async function submitLead<Input extends { website: boolean }>(
  request: Request,
  body: unknown,
  form: LeadForm<Input>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const fail = (status: number, code: SubmissionCode, description: string, fields?: FieldErrors) => ({
    status,
    code,
    result: { ok: false as const, title: form.texts.errorTitle, description, ...(fields ? { fields } : {}) },
    mailIds: [],
  });
  const success = (mailIds: string[]) => ({
    status: form.successStatus,
    code: "ok" as const,
    result: { ok: true as const, ...form.texts.success },
    mailIds,
  });

  if (isCrossSiteRequest(request, context.publicUrl)) {
    return fail(403, "forbidden", "This form can only be sent from our own site.");
  }
  const parsed = form.schema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    return fail(400, "invalid", Object.values(fields)[0] ?? form.texts.fallbackError, fields);
  }
  if (parsed.data.website) return success([]);

  try {
    if (context.limit) {
      const decision = await hitRateLimit(context.db, `${form.name}:${clientIpOf(request)}`, context.limit);
      if (!decision.allowed) {
        return { ...fail(429, "rate_limited", rateLimitMessage(decision.retryAfterSeconds)), retryAfterSeconds: decision.retryAfterSeconds };
      }
    }
    const { mailIds } = await form.save(context.db, parsed.data, { request, publicUrl: context.publicUrl, secret: context.secret });
    return success(mailIds);
  } catch (error) {
    if (isInvalidTextError(error)) return fail(400, "invalid_characters", INVALID_CHARACTERS_MESSAGE);
    context.onError?.(error);
    return fail(503, "unavailable", form.texts.fallbackError);
  }
}
