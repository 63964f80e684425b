import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { deleteManagedPost, listManagedPosts, unscheduleManagedPost } from "#app/features/blog/surface.server.ts";
import { ManagedPostForm } from "./managed-posts-schema.ts";
import { managedPostsTexts } from "./managed-posts-texts.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Posts (authors: their own; admins: all). */
export async function loadManagedPosts(args: RequestArgs) {
  const viewer = await requireRole(args, "author");
  return { posts: await listManagedPosts(appOf(args).db, viewer), admin: viewer.role === "admin" };
}

/** Posts → delete, or unschedule (back to a draft): authors their own, admins any. */
export async function managedPostsAction(args: RequestArgs) {
  const viewer = await requireRole(args, "author");
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: ManagedPostForm,
    publicUrl: config.publicUrl,
    texts: { success: (intent) => (intent === "unschedule" ? managedPostsTexts.unscheduled : managedPostsTexts.deleted) },
    write: async ({ intent, key }) => {
      if (intent === "unschedule") {
        if (!(await unscheduleManagedPost(db, viewer, key))) throw new FormRefusal(managedPostsTexts.notScheduled, 409);
      } else if (!(await deleteManagedPost(db, viewer, key))) throw new FormRefusal(managedPostsTexts.cannotDelete, 403);
      return intent;
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
