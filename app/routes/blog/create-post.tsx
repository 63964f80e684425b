import { editorData, canWrite, savePostAction } from "../../features/blog/editor.server.ts";
import { editorTexts } from "../../features/blog/editor-texts.ts";
import { getSessionUser, requireRole } from "../../features/accounts/session.server.ts";
import { LazyPostEditor } from "../../features/blog/components/lazy-post-editor.tsx";
import { WritePrompt } from "../../features/blog/components/write-prompt.tsx";
import { appContext } from "../../platform/app-context.server.ts";
import { pageMeta } from "../../platform/http/page-meta.ts";
import type { Route } from "./+types/create-post";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: editorTexts.createTitle, description: "Write a post for the Droids blog.", path: "/blog/create" }),
  { name: "robots", content: "noindex" },
];

/** Authors and admins get the editor; everyone else a prompt (never the editor). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  if (!viewer || !canWrite(viewer)) return { editor: null, signedIn: Boolean(viewer) };
  const { db } = context.get(appContext);
  return { editor: await editorData(db, viewer), signedIn: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireRole(request, "author");
  const { db } = context.get(appContext);
  return savePostAction(request, db, viewer);
}

export default function CreatePostPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.editor) return <WritePrompt signedIn={loaderData.signedIn} redirectTo="/blog/create" />;
  return <LazyPostEditor {...loaderData.editor} action="/blog/create" result={actionData && !actionData.ok ? actionData : undefined} />;
}
