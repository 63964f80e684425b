import { data } from "react-router";
import { appOf, type RequestArgs } from "../../platform/app-context.server.ts";
import { parseForm, readForm } from "../../platform/http/parse-form.server.ts";
import { requireRole } from "../accounts/session.server.ts";
import { setCommentHidden } from "../blog/blog.server.ts";
import { listRecentComments } from "./admin.server.ts";
import { CommentModerationForm } from "./moderation-schema.ts";

/** Comments (admins): the newest comments on every post. */
export async function loadModeration(args: RequestArgs) {
  await requireRole(args, "admin");
  return { comments: await listRecentComments(appOf(args).db) };
}

/** Comments (admins): hides or shows one. */
export async function moderationAction(args: RequestArgs) {
  await requireRole(args, "admin");
  // The schema accepts every form (a missing id is an unknown comment: 404).
  const { commentId, hidden } = parseForm(CommentModerationForm, await readForm(args.request)).data!;
  const ok = await setCommentHidden(appOf(args).db, commentId, hidden);
  return data({ ok }, { status: ok ? 200 : 404 });
}
