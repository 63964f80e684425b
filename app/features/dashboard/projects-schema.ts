import { z } from "zod";

/**
 * Projects: delete an idea (intent "delete"), or save one (any other
 * intent; an intent sent more than once is refused). The prompt's length is
 * checked where it is saved (projects.server.ts).
 */
export const ProjectForm = z.preprocess(
  (fields) => {
    const { intent } = fields as { intent?: unknown };
    return { ...(fields as object), intent: Array.isArray(intent) ? intent : intent === "delete" ? "delete" : "save" };
  },
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("delete"), id: z.string().default("") }),
    z.object({ intent: z.literal("save"), prompt: z.string().default("") }),
  ]),
);
