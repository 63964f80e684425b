import { redirect } from "react-router";
import { editorData, findEditablePost, savePostAction } from "../../features/blog/editor.server.ts";
import { editorTexts } from "../../features/blog/editor-texts.ts";
import { requireRole } from "../../features/accounts/session.server.ts";
import { LazyPostEditor } from "../../features/blog/components/lazy-post-editor.tsx";
import { getDatabase } from "../../platform/db/client.server.ts";
import { pageMeta } from "../../platform/http/page-meta.ts";
import type { Route } from "./+types/edit-post";

export const meta: Route.MetaFunction = ({ params, matches }) => [
  ...pageMeta(matches, { title: editorTexts.editTitle, description: "Edit a post of the Droids blog.", path: `/blog/${params.slug}/edit` }),
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
