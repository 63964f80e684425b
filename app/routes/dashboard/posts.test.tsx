import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PostsPage from "./posts.tsx";

const base = { featured: false, updatedAt: new Date("2026-11-01T10:00:00Z"), publishedAt: null, scheduledAt: null, author: "Grace Hopper" };

/** The page's HTML as the server sends it (and as hydration first draws it), rendered in a router (its forms need one). */
function render(posts: Array<Record<string, unknown>>) {
  const props = { loaderData: { posts, admin: false } } as unknown as Parameters<typeof PostsPage>[0];
  const Stub = createRoutesStub([{ path: "/dashboard/posts", Component: () => <PostsPage {...props} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/dashboard/posts"]} />);
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("Dashboard → Posts", () => {
  it("shows a scheduled post's time in UTC on the server (the browser redraws it in the reader's zone) and offers Unschedule", () => {
    const html = render([
      { ...base, id: "p1", slug: "later", title: "Later", status: "scheduled", scheduledAt: new Date("2026-11-28T10:30:00Z") },
      { ...base, id: "p2", slug: "now", title: "Now", status: "published", publishedAt: base.updatedAt },
      { ...base, id: "p3", slug: "draft", title: "Someday", status: "draft" },
    ]);
    expect(textOf(html)).toContain("Scheduled Nov 28, 2026, 10:30 AM UTC");
    expect(html).toContain('<time dateTime="2026-11-28T10:30:00.000Z">');
    expect(textOf(html)).toMatch(/Now Grace Hopper Published /);
    expect(textOf(html)).toMatch(/Someday Grace Hopper Draft /);
    // Only the scheduled post can be unscheduled.
    expect(html.match(/name="intent" value="unschedule"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Unschedule “Later” (keep it as a draft)"');
  });
});
