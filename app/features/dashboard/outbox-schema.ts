import { z } from "zod";

/** Mail outbox → "Send again" on a failed mail: the mail's id, once. */
export const OutboxResendForm = z.object({
  mailId: z.uuid({ error: "Choose one mail to send again." }),
});
