import { eq } from "drizzle-orm";
import { data, href, redirect } from "react-router";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { getSessionUser, requireRole } from "#app/features/accounts/surface.server.ts";
import { authors } from "#app/platform/db/schema.ts";
import { readForm } from "#app/platform/forms/form-action.server.ts";
import { ImageRefusal } from "#app/platform/images/image-processing.server.ts";
import type { ImageUploadAnswer } from "#app/platform/images/image-rules.ts";
import { uploadImage } from "#app/platform/images/image-store.server.ts";
import type { FormResult } from "#app/ui/form-result.ts";
import { canWrite, editorData, ensureAuthorProfile, findEditablePost, savePostAction } from "./editor.server.ts";
import { avatarTexts } from "./author-profile-texts.ts";

type EditArgs = RequestArgs & { params: { slug: string } };

/** The signed-in author or admin (403 for other accounts). */
export const requireWriter = (args: RequestArgs) => requireRole(args, "author");

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

/**
 * POST /uploads (authors and admins): an image from the editor (a cover, or
 * one for the post's body), processed, kept, and answered with its address.
 */
export async function uploadImageAction(args: RequestArgs): Promise<Response> {
  const viewer = await requireRole(args, "author");
  const { db, logger } = appOf(args);
  const form = await readForm(args.request);
  try {
    const image = await uploadImage(db, form?.get("image"), viewer.id);
    logger.info({ imageId: image.id, storedBytes: image.storedBytes, by: viewer.id }, "image uploaded");
    return Response.json({ ok: true, url: image.url, width: image.width, height: image.height } satisfies ImageUploadAnswer);
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    return Response.json({ ok: false, message: error.message } satisfies ImageUploadAnswer, { status: error.status });
  }
}

export type AvatarResult = FormResult<{ form: "avatar" }>;

/**
 * Settings → Author profile (authors and admins): an uploaded picture
 * becomes their author avatar (intent "avatar"), or it goes ("remove-avatar").
 */
export async function authorAvatarAction(args: RequestArgs, form: FormData | null) {
  const viewer = await requireRole(args, "author");
  const { db, logger } = appOf(args);
  const author = await ensureAuthorProfile(db, viewer);
  let avatar: string | null = null;
  if (form?.get("intent") === "avatar") {
    try {
      avatar = (await uploadImage(db, form.get("avatar"), viewer.id)).url;
    } catch (error) {
      if (!(error instanceof ImageRefusal)) throw error;
      return data<AvatarResult>({ form: "avatar", ok: false, title: error.message }, { status: error.status });
    }
  }
  await db.update(authors).set({ avatar }).where(eq(authors.id, author.id));
  logger.info({ authorId: author.id, avatar, by: viewer.id }, "author avatar changed");
  return data<AvatarResult>({ form: "avatar", ok: true, title: avatar ? avatarTexts.saved : avatarTexts.removed });
}

/** The settings page's Author profile section: for writers only (their name and avatar as readers see them). */
export async function authorProfileSettings(args: RequestArgs) {
  const viewer = await getSessionUser(args);
  if (!viewer || !canWrite(viewer)) return null;
  const { id, name, avatar } = await ensureAuthorProfile(appOf(args).db, viewer);
  return { id, name, avatar };
}
