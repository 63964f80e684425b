import { Form, Link } from "react-router";
import { formatLongDate } from "#app/platform/dates.ts";
import { EmptyRow, TableFrame, TableHead, td } from "#app/features/dashboard/components/admin-table.tsx";
import { DeleteForm } from "#app/ui/delete-form.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { loadManagedPosts, managedPostsAction } from "#app/features/dashboard/managed-posts.handlers.server.ts";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import { LocalDateTime } from "#app/ui/local-date-time.tsx";
import { managedPostsTexts as texts } from "#app/features/dashboard/managed-posts-texts.ts";
import type { Route } from "./+types/posts";

export const handle = { title: "Posts" };

export const loader = (args: Route.LoaderArgs) => loadManagedPosts(args);

export const action = (args: Route.ActionArgs) => managedPostsAction(args);

export default function PostsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, admin } = loaderData;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{admin ? "Every post on the blog." : "Your posts."}</p>
        <Link to="/blog/create" className={buttonVariants({ size: "sm" })}>
          Write a Post
        </Link>
      </div>
      {actionData ? <FormStatus result={actionData} politeErrors /> : null}
      <TableFrame caption="Posts">
        <TableHead columns={["Title", "Author", "Status", "Updated", ""]} />
        <tbody>
          {posts.length === 0 ? (
            <EmptyRow columns={5} text="No posts yet." />
          ) : (
            posts.map((post) => (
              <tr key={post.id}>
                <td data-label="Title" className={`${td} font-medium`}>
                  <Link to={`/blog/${post.slug}`} className="hover:text-primary hover:underline">
                    {post.title}
                  </Link>
                </td>
                <td data-label="Author" className={td}>
                  {post.author}
                </td>
                <td data-label="Status" className={td}>
                  {post.status === "scheduled" && post.scheduledAt ? (
                    <>
                      {texts.scheduled} <LocalDateTime date={post.scheduledAt} />
                    </>
                  ) : post.status === "published" ? (
                    texts.published
                  ) : (
                    texts.draft
                  )}
                  {post.featured ? texts.featured : ""}
                </td>
                <td data-label="Updated" className={`${td} whitespace-nowrap`}>
                  {formatLongDate(post.updatedAt)}
                </td>
                <td className={`${td} flex items-center gap-1`}>
                  <Link to={`/blog/${post.slug}/edit`} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Link>
                  {post.status === "scheduled" ? <UnscheduleForm id={post.id} title={post.title} /> : null}
                  <DeleteForm id={post.id} label={`“${post.title}”, its comments and likes`} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </TableFrame>
    </div>
  );
}

/** Unschedule: the post goes back to being a draft (Edit picks a new time instead). */
function UnscheduleForm({ id, title }: { id: string; title: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="unschedule" />
      <input type="hidden" name="key" value={id} />
      <button type="submit" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={texts.unscheduleLabel(title)}>
        {texts.unschedule}
      </button>
    </Form>
  );
}
