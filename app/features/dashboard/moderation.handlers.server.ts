import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { setCommentHidden } from "#app/features/blog/surface.server.ts";
import { listRecentComments } from "#app/features/blog/surface.server.ts";
import { CommentModerationForm } from "./moderation-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Comments (admins): the newest comments on every post. */
export async function loadModeration(args: RequestArgs) {
  await requireRole(args, "admin");
  return { comments: await listRecentComments(appOf(args).db) };
}

/** Comments (admins): hides or shows one. */
export async function moderationAction(args: RequestArgs) {
  await requireRole(args, "admin");
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: CommentModerationForm,
    publicUrl: config.publicUrl,
    texts: { success: (hidden: boolean) => ({ title: hidden ? "Comment hidden." : "Comment shown." }) },
    write: async ({ commentId, hidden }) => {
      // A missing id is an unknown comment: 404.
      if (!(await setCommentHidden(db, commentId, hidden))) throw new FormRefusal("That comment no longer exists.", 404);
      return hidden;
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
