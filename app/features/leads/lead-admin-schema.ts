import { z } from "zod";

/** An admin table's row forms: set an entry's status, or delete it (by its key: e-mail or id). */
export const LeadTableForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), key: z.string().default(""), status: z.string().default("") }),
  z.object({ intent: z.literal("delete"), key: z.string().default("") }),
]);
