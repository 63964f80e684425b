import { z } from "zod";

/** Comments → hide or show one comment: "hide" hides it, any other intent shows it. */
export const CommentModerationForm = z
  .object({ commentId: z.string().default(""), intent: z.string().optional() })
  .transform(({ commentId, intent }) => ({ commentId, hidden: intent === "hide" }));
