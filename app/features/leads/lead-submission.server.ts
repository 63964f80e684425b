import type { z } from "zod";
import type { RateLimit } from "#app/platform/rate-limit/rate-limit-rules.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { runFormPipeline, type FormCode } from "#app/platform/forms/form-action.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { proofOfWorkStep } from "#app/platform/forms/proof-of-work.server.ts";

export type SubmissionCode = Exclude<FormCode, "refused">;

export interface SubmissionOutcome {
  status: number;
  code: SubmissionCode;
  result: FormResult;
  /** Mails to deliver now that the write has committed. */
  mailIds: string[];
  /** When refused by the rate limit: seconds until the window ends (the Retry-After header). */
  retryAfterSeconds?: number;
  /** Accepted without a proof-of-work solution (a plain HTML post under the stricter limit). */
  withoutProofOfWork?: boolean;
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
  /**
   * A plain HTML post (no JavaScript): without a proof-of-work solution it
   * is let through under noScriptLimitOf(limit) (proof-of-work.server.ts); any other post must carry
   * one (docs/decisions/0053-proof-of-work.md).
   */
  plainFormPost?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Every lead form and API call goes through the site's one form pipeline
 * (runFormPipeline): same-origin check (403), validation (400), honeypot (a
 * fake success, nothing stored), proof of work (400), per-IP rate limit
 * (429), then the write; a
 * failing database answers 503 with the forms' fallback message, never an
 * unhandled error.
 */
export async function submitLead<Input extends { website: boolean }>(
  request: Request,
  body: unknown,
  form: LeadForm<Input>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const { saved, ...outcome } = await runFormPipeline(request, body, {
    schema: form.schema,
    texts: form.texts,
    successStatus: form.successStatus,
    publicUrl: context.publicUrl,
    honeypot: (input) => input.website,
    rateLimit: { db: context.db, name: form.name, limit: context.limit },
    proofOfWork: proofOfWorkStep(context.db, context.secret, { name: form.name, limit: context.limit, plainFormPost: Boolean(context.plainFormPost) }),
    write: (input) => form.save(context.db, input, { request, publicUrl: context.publicUrl, secret: context.secret }),
    unavailable: { message: form.texts.fallbackError, onError: (error) => context.onError?.(error) },
  });
  return { ...outcome, code: outcome.code as SubmissionCode, mailIds: saved?.mailIds ?? [] };
}
