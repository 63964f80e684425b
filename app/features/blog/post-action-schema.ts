import { z } from "zod";
import { HONEYPOT_NAME } from "#app/ui/form-feedback.tsx";
import { commentLimits, commentTexts } from "./comment-texts.ts";

const text = z.string().default("");

/**
 * The comment form (or a reply; the honeypot rides along): both fields
 * non-blank after trimming, within the limits, without NUL, each refusal
 * in the comment form's words.
 */
export const CommentForm = z
  .object({
    intent: z.literal("comment"),
    authorName: text.transform((value) => value.trim()),
    content: text.transform((value) => value.trim()),
    parentId: text,
    [HONEYPOT_NAME]: text,
  })
  .superRefine(({ authorName, content }, context) => {
    const refuse = (message: string) => context.addIssue({ code: "custom", path: ["form"], message });
    if (!authorName || !content) refuse(commentTexts.missing.description);
    else if (authorName.length > commentLimits.name || content.length > commentLimits.content) refuse(commentTexts.tooLong.description);
    else if (`${authorName}${content}`.includes("\u0000")) refuse(commentTexts.nul.description);
  });

export type CommentFields = z.output<typeof CommentForm>;

/** The post page's other form: like. (Hiding a comment is POST /dashboard/comments, the one moderation action.) */
export const PostActionForm = z.object({ intent: z.literal("like") });
