import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { setCommentHidden } from "#app/features/blog/surface.server.ts";
import { listRecentComments } from "./admin.server.ts";
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
  const parsed = parseForm(CommentModerationForm, await readForm(args.request));
  if (!parsed.success) return data<FormResult>({ ok: false, title: parsed.title }, { status: 400 });
  // A missing id is an unknown comment: 404.
  const { commentId, hidden } = parsed.data;
  const ok = await setCommentHidden(appOf(args).db, commentId, hidden);
  return data<FormResult>({ ok, title: ok ? (hidden ? "Comment hidden." : "Comment shown.") : "That comment no longer exists." }, { status: ok ? 200 : 404 });
}
