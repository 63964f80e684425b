import type { RateLimit } from "#app/platform/rate-limit/rate-limit-rules.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { HONEYPOT_NAME } from "#app/ui/form-feedback.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { submitLead, type LeadForm, type SubmissionOutcome } from "./lead-submission.server.ts";
import { jsonError, jsonResponse } from "#app/platform/http/json-error.ts";
import { formFields, readForm, retryAfterHeader } from "#app/platform/forms/form-action.server.ts";
import { isPlainFormPost } from "#app/platform/forms/proof-of-work.server.ts";

async function run<Input extends { website: boolean }>(
  args: RequestArgs,
  body: unknown,
  form: LeadForm<Input>,
  limit: RateLimit | null,
  plainFormPost = false,
): Promise<SubmissionOutcome> {
  const { config, db, logger, kickMail } = appOf(args);
  const outcome = await submitLead(args.request, body, form, {
    db,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    limit,
    plainFormPost,
    onError: (error) => logger.error({ err: error }, `${form.name}: saving failed`),
  });
  if (outcome.code !== "ok") logger.warn({ form: form.name, code: outcome.code }, "lead refused");
  else if (outcome.withoutProofOfWork) logger.info({ form: form.name, withoutProofOfWork: true }, "lead accepted without proof of work (plain form post)");
  // After the commit: the mail sender picks the mail up (and retries it) off the visitor's request.
  if (outcome.mailIds.length > 0) kickMail();
  return outcome;
}

const isFormContentType = (type: string | null) => !!type && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);

/** A lead form posted by the site's own pages (with or without JavaScript). */
export async function handleLeadForm<Input extends { website: boolean }>(
  args: RequestArgs,
  form: LeadForm<Input>,
  limit: RateLimit | null,
): Promise<{ status: number; result: FormResult; headers?: Record<string, string> }> {
  const { request } = args;
  const invalid = (description: string, status: number) => ({
    status,
    result: { ok: false as const, title: form.texts.errorTitle, description },
  });
  if (!isFormContentType(request.headers.get("content-type"))) {
    return invalid("Please send the form as a web form.", 415);
  }
  // Read once; a field sent more than once stays a list, which the schema refuses by name.
  const posted = await readForm(request);
  if (!posted) return invalid("The form could not be read. Please try again.", 400);
  const body = formFields(posted);
  const outcome = await run(args, body, form, limit, isPlainFormPost(request));
  if (outcome.result.ok) return { status: outcome.status, result: outcome.result };
  const { [HONEYPOT_NAME]: _trap, ...sent } = body;
  const values = Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, Array.isArray(value) ? value[0]! : value]));
  return { status: outcome.status, result: { ...outcome.result, values }, headers: retryAfterHeader(outcome) };
}

const json = jsonResponse;

/** The JSON API for a lead form: `{ ok, message }`, or `{ error: { code, message, fields } }`. */
export async function handleLeadApi<Input extends { website: boolean }>(args: RequestArgs, form: LeadForm<Input>, limit: RateLimit | null): Promise<Response> {
  const { request } = args;
  if (request.method !== "POST") {
    return jsonError(405, "method_not_allowed", "Use POST.", undefined, { Allow: "POST" });
  }
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return jsonError(415, "unsupported_media_type", "Send a JSON body (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonError(400, "invalid_json", "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return jsonError(400, "invalid_json", "The request body must be a JSON object.");
  }
  // Only text fields count; anything else is treated as missing.
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === "string"));
  const outcome = await run(args, fields, form, limit);
  if (outcome.result.ok) return json({ ok: true, message: outcome.result.description ?? outcome.result.title }, outcome.status);
  return jsonError(outcome.status, outcome.code, outcome.result.description ?? outcome.result.title, outcome.result.fields ?? {}, retryAfterHeader(outcome));
}
