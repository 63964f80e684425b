import { editPostAction, loadEditPage } from "#app/features/blog/editor.handlers.server.ts";
import { editorTexts } from "#app/features/blog/editor-texts.ts";
import { LazyPostEditor } from "#app/features/blog/components/lazy-post-editor.tsx";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import { editorHandle } from "#app/features/blog/editor-route-rules.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/edit-post";

/** Room for a whole post; a saved post may show on any kept page. */
export const handle = editorHandle;

export const meta: Route.MetaFunction = ({ params, matches }) => [
  ...pageMeta(matches, { title: editorTexts.editTitle, description: "Edit a post of the Droids blog.", path: `/blog/${params.slug}/edit` }),
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadEditPage(args);

export const action = (args: Route.ActionArgs) => editPostAction(args);

export default function EditPostPage({ loaderData, actionData, params }: Route.ComponentProps) {
  // After a restore the History dialog comes back here: the editor starts again from the restored post.
  const { key } = useLocation();
  return <LazyPostEditor key={key} {...loaderData} action={`/blog/${params.slug}/edit`} result={actionData && !actionData.ok ? actionData : undefined} />;
}
