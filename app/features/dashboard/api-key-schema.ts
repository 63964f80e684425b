import { z } from "zod";

/** Settings → API keys: make a key with a name, or revoke one by its id. */
export const ApiKeyForm = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("create-key"), name: z.string().default("") }), z.object({ intent: z.literal("revoke-key"), keyId: z.string().default("") })],
  // The page's words for an intent it does not know (or a missing or repeated one).
  { error: "Unknown action." },
);
