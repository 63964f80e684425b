import { z } from "zod";
import { HONEYPOT_NAME } from "../../ui/form-feedback.tsx";

const text = z.string().default("");

/**
 * The post page's forms: like, comment (or reply; the honeypot rides along),
 * hide or show a comment. The comment's own rules (both fields non-blank,
 * the limits) are checked after this, with the comment form's messages.
 */
export const PostActionForm = z.union([
  z.object({ intent: z.literal("like") }),
  z.object({ intent: z.literal("comment"), authorName: text, content: text, parentId: text, [HONEYPOT_NAME]: text }),
  z.object({ intent: z.literal(["hide-comment", "show-comment"]), commentId: text }),
]);

export type CommentFields = Extract<z.output<typeof PostActionForm>, { intent: "comment" }>;
