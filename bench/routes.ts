/** The public routes the benchmark measures: every prerendered page, the lead and account pages, the blog, one post and one author page. */
import { sampleAuthors } from "#app/content/blog/sample-authors.ts";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { prerenderedPaths } from "#app/content/prerendered-pages.ts";

export const benchPost = samplePosts[0]!;
export const publicRoutes = [
  ...prerenderedPaths,
  "/waitlist",
  "/demo",
  "/blog",
  `/blog/${benchPost.slug}`,
  `/author/${sampleAuthors[0]!.id}`,
  "/sign-in",
  "/sign-up",
];
