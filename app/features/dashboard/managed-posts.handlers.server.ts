import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { FormRefusal, runSignedInForm } from "#app/platform/forms/form-action.server.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { deleteManagedPost, listManagedPosts } from "#app/features/blog/surface.server.ts";
import { DeletePostForm } from "./managed-posts-schema.ts";
import type { FormResult } from "#app/ui/form-result.ts";

/** Posts (authors: their own; admins: all). */
export async function loadManagedPosts(args: RequestArgs) {
  const viewer = await requireRole(args, "author");
  return { posts: await listManagedPosts(appOf(args).db, viewer), admin: viewer.role === "admin" };
}

/** Posts → delete (authors their own, admins any). */
export async function managedPostsAction(args: RequestArgs) {
  const viewer = await requireRole(args, "author");
  const { db, config } = appOf(args);
  const outcome = await runSignedInForm(args.request, {
    schema: DeletePostForm,
    publicUrl: config.publicUrl,
    texts: { success: { title: "Post deleted." } },
    write: async ({ key }) => {
      if (!(await deleteManagedPost(db, viewer, key))) throw new FormRefusal("You cannot delete that post.", 403);
    },
  });
  return data<FormResult>(outcome.result, { status: outcome.status });
}
