import { z } from "zod";

/** Dashboard → Waitlist → Embed: allow a site (intent "add") or remove one ("remove"). */
export const EmbedOriginForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), origin: z.string().default("") }),
  z.object({ intent: z.literal("remove"), origin: z.string().default("") }),
]);
