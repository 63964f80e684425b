import { href, redirect } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { getSessionUser, requireRole } from "#app/features/accounts/surface.server.ts";
import { canWrite, editorData, findEditablePost, savePostAction } from "./editor.server.ts";

type EditArgs = RequestArgs & { params: { slug: string } };

/** GET /blog/create: authors and admins get the editor; everyone else a prompt (never the editor). */
export async function loadCreatePage(args: RequestArgs) {
  const viewer = await getSessionUser(args);
  if (!viewer || !canWrite(viewer)) return { editor: null, signedIn: Boolean(viewer) };
  return { editor: await editorData(appOf(args).db, viewer), signedIn: true };
}

/** POST /blog/create (authors and admins). */
export async function createPostAction(args: RequestArgs) {
  const viewer = await requireRole(args, "author");
  return savePostAction(args.request, appOf(args), viewer);
}

/** Its author's account or an admin; anyone else goes to the post (or /blog). */
async function editable(args: EditArgs) {
  const viewer = await requireRole(args, "author");
  const app = appOf(args);
  const post = await findEditablePost(app.db, args.params.slug, viewer);
  if (!post) throw redirect(href("/blog/:slug", { slug: args.params.slug }));
  return { viewer, app, post };
}

/** GET /blog/:slug/edit. */
export async function loadEditPage(args: EditArgs) {
  const { viewer, app, post } = await editable(args);
  return editorData(app.db, viewer, post);
}

/** POST /blog/:slug/edit. */
export async function editPostAction(args: EditArgs) {
  const { viewer, app, post } = await editable(args);
  return savePostAction(args.request, app, viewer, post);
}
