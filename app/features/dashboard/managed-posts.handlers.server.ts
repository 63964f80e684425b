import { data } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseForm, readForm } from "#app/platform/forms/form-action.server.ts";
import { requireRole } from "#app/features/accounts/surface.server.ts";
import { deleteManagedPost, listManagedPosts } from "./admin.server.ts";
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
  const parsed = parseForm(DeletePostForm, await readForm(args.request));
  if (!parsed.success) return data<FormResult>({ ok: false, title: parsed.title }, { status: 400 });
  const { key } = parsed.data;
  const ok = await deleteManagedPost(appOf(args).db, viewer, key);
  return data<FormResult>({ ok, title: ok ? "Post deleted." : "You cannot delete that post." }, { status: ok ? 200 : 403 });
}
