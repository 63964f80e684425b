import { and, eq, isNotNull } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { webhookEndpoints } from "#app/platform/db/schema.ts";
import { isAllowedWebhookUrl, REFUSED_URL_MESSAGE, type TargetPolicy } from "./webhook-target.server.ts";
import { newWebhookSecret } from "./webhooks.server.ts";
import { siteEvents } from "#app/platform/events/site-events.ts";
import { isUuid } from "#app/platform/uuid.ts";
import { FormRefusal, formFields, runFormPipeline } from "#app/platform/forms/form-action.server.ts";
import { WebhookSettingsForm } from "./webhook-settings-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** The section's answers are one sentence (the title). */
type WebhooksSection = { form: "webhooks" };

/** An endpoint as an admin adds it: an http(s) URL and at least one event. */
export const WebhookEndpointInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: "Enter the endpoint's URL." })
    .max(2000, { error: "The URL can be at most 2,000 characters long." })
    .pipe(z.url({ protocol: /^https?$/, error: "Enter a full http:// or https:// URL." })),
  events: z.array(z.enum(siteEvents)).min(1, { error: "Choose at least one event." }),
});

export async function addWebhookEndpoint(db: Database, createdBy: string, input: unknown, policy: TargetPolicy = {}) {
  const parsed = WebhookEndpointInput.safeParse(input);
  if (!parsed.success) return { ok: false as const, message: parsed.error.issues[0]!.message };
  if (!isAllowedWebhookUrl(parsed.data.url, policy)) return { ok: false as const, message: REFUSED_URL_MESSAGE };
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url: parsed.data.url, events: [...new Set(parsed.data.events)], secret: newWebhookSecret(), createdBy })
    .returning();
  return { ok: true as const, endpoint: endpoint! };
}

export async function deleteWebhookEndpoint(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Re-enables a disabled endpoint: the admin who does so becomes the one it
 * acts for (its deliveries stop again if they stop being an admin).
 */
export async function enableWebhookEndpoint(db: Database, id: string, adminId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, createdBy: adminId })
    .where(and(eq(webhookEndpoints.id, id), isNotNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Settings → Webhooks (admins): add an endpoint, delete one with its deliveries, or re-enable a disabled one.
 * The settings route has read the form once (`form`); it goes through the one pipeline
 * (docs/decisions/0033-one-form-pipeline.md) as runSignedInForm runs it: origin, schema, write, one answer.
 */
export async function webhookSettingsAction(args: RequestArgs, form: FormData | Record<string, string | string[]> | null) {
  const admin = await requireRole(args, "admin");
  const { db, config, logger } = appOf(args);
  const answer = await runFormPipeline(args.request, formFields(form), {
    schema: WebhookSettingsForm,
    publicUrl: config.publicUrl,
    texts: { success: (title: string) => ({ title }) },
    write: async (input) => {
      if (input.intent === "add-webhook") {
        const added = await addWebhookEndpoint(db, admin.id, { url: input.url, events: input.events }, { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
        if (!added.ok) throw new FormRefusal(added.message, 400);
        logger.info({ endpointId: added.endpoint.id, by: admin.id }, "webhook endpoint added");
        return `Added ${added.endpoint.url}. Its signing secret is below.`;
      }
      const { endpointId } = input;
      if (input.intent === "enable-webhook") {
        const enabled = await enableWebhookEndpoint(db, endpointId, admin.id);
        logger.info({ endpointId, by: admin.id, ok: enabled }, "webhook endpoint re-enabled");
        if (!enabled) throw new FormRefusal("That endpoint is gone or enabled already.", 404);
        return "The endpoint is enabled again: new events are delivered, on your behalf.";
      }
      const ok = await deleteWebhookEndpoint(db, endpointId);
      logger.info({ endpointId, by: admin.id, ok }, "webhook endpoint deleted");
      if (!ok) throw new FormRefusal("That endpoint is gone already.", 404);
      return "The endpoint and its deliveries are deleted.";
    },
  });
  return data<FormResult<WebhooksSection>>({ form: "webhooks", ...answer.result }, { status: answer.status });
}
