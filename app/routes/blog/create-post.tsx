import { createPostAction, loadCreatePage } from "#app/features/blog/editor.handlers.server.ts";
import { editorTexts } from "#app/features/blog/editor-texts.ts";
import { LazyPostEditor } from "#app/features/blog/components/lazy-post-editor.tsx";
import { WritePrompt } from "#app/features/blog/components/write-prompt.tsx";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import { editorHandle } from "#app/features/blog/editor-route-rules.ts";
import type { Route } from "./+types/create-post";

/** Room for a whole post; a saved post may show on any kept page. */
export const handle = editorHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: editorTexts.createTitle, description: "Write a post for the Droids blog.", path: "/blog/create" }),
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadCreatePage(args);

export const action = (args: Route.ActionArgs) => createPostAction(args);

export default function CreatePostPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.editor) return <WritePrompt signedIn={loaderData.signedIn} redirectTo="/blog/create" />;
  return <LazyPostEditor {...loaderData.editor} action="/blog/create" result={actionData && !actionData.ok ? actionData : undefined} />;
}
