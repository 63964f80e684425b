import { z } from "zod";

/**
 * Settings → Webhooks: add an endpoint (its URL and events are checked by
 * WebhookEndpointInput when it is stored), delete one by its id, or
 * re-enable one that was disabled (its admin is no longer one).
 */
export const WebhookSettingsForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add-webhook"),
      url: z.string().default(""),
      events: z
        .union([z.string(), z.array(z.string())])
        .default([])
        .transform((events) => (Array.isArray(events) ? events : [events])),
    }),
    z.object({ intent: z.literal("delete-webhook"), endpointId: z.string().default("") }),
    z.object({ intent: z.literal("enable-webhook"), endpointId: z.string().default("") }),
  ],
  { error: "Unknown action." },
);
