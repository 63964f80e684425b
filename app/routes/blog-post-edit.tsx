import { redirect } from "react-router";
import { editorData, findEditablePost, savePostAction } from "../blog/editor.server.ts";
import { editorTexts } from "../blog/editor-texts.ts";
import { requireRole } from "../auth/session.server.ts";
import { LazyPostEditor } from "../components/blog/lazy-post-editor.tsx";
import { getDatabase } from "../db/client.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog-post-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: editorTexts.editTitle, description: "Edit a post of the Droids blog.", path: `/blog/${params.slug}/edit` }),
  { name: "robots", content: "noindex" },
];

/** Its author's account or an admin; anyone else goes to the post (or /blog). */
async function editable(request: Request, slug: string) {
  const viewer = await requireRole(request, "author");
  const { db } = await getDatabase();
  const post = await findEditablePost(db, slug, viewer);
  if (!post) throw redirect(`/blog/${slug}`);
  return { viewer, db, post };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer, db, post } = await editable(request, params.slug);
  return editorData(db, viewer, post);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { viewer, db, post } = await editable(request, params.slug);
  return savePostAction(request, db, viewer, post);
}

export default function EditPostPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return <LazyPostEditor {...loaderData} action={`/blog/${params.slug}/edit`} result={actionData && !actionData.ok ? actionData : undefined} />;
}
