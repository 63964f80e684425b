import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { industrySlugs } from "./content/site.ts";

// Every page and endpoint of the site, one line per route.
export default [
  index("routes/marketing/home.tsx"),
  route("view-all", "routes/marketing/view-all.tsx"),
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("waitlist", "routes/dashboard/waitlist.tsx"),
    route("waitlist/embed", "routes/dashboard/waitlist-embed.tsx"),
    route("waitlist/held", "routes/dashboard/held-referrals.tsx"),
    route("waitlist/import", "routes/dashboard/waitlist-import.tsx"),
    route("demo-requests", "routes/dashboard/demo-requests.tsx"),
    route("projects", "routes/dashboard/projects.tsx"),
    route("analytics", "routes/dashboard/analytics.tsx"),
    route("posts", "routes/dashboard/posts.tsx"),
    route("comments", "routes/dashboard/comments.tsx"),
    route("updates", "routes/dashboard/updates.tsx"),
    route("outbox", "routes/dashboard/outbox.tsx"),
    route("webhooks", "routes/dashboard/webhooks.tsx"),
    route("team", "routes/dashboard/team.tsx"),
    route("settings", "routes/dashboard/settings.tsx"),
    // Any other address under /dashboard: a 404 inside the shell.
    route("*", "routes/dashboard/not-found.tsx"),
  ]),
  route("dashboard/waitlist/export.csv", "routes/dashboard/lead-export.ts", { id: "waitlist-export" }),
  route("dashboard/demo-requests/export.csv", "routes/dashboard/lead-export.ts", { id: "demo-requests-export" }),
  route("privacy", "routes/marketing/privacy.tsx"),
  route("terms", "routes/marketing/terms.tsx"),
  route("enterprise", "routes/marketing/enterprise.tsx"),
  route("pricing", "routes/marketing/pricing.tsx"),
  route("blog", "routes/blog/post-list.tsx"),
  route("blog/create", "routes/blog/create-post.tsx"),
  route("blog/rss.xml", "routes/seo/rss.xml.ts"),
  route("blog/:slug", "routes/blog/post.tsx"),
  route("blog/:slug/edit", "routes/blog/edit-post.tsx"),
  // The editor's History dialog: a post's revisions, one compared with the current text, restoring it.
  route("blog/:slug/revisions", "routes/blog/post-revisions.ts"),
  route("blog/:slug/revisions/:id", "routes/blog/post-revision.ts"),
  route("author/:id", "routes/blog/author.tsx"),
  // Images from the editor (POST); the images themselves (GET /media/<file>) are answered before React Router (server/app.ts).
  route("uploads", "routes/blog/upload-image.ts"),
  // No id: the loader redirects to /blog.
  route("author", "routes/blog/author.tsx", { id: "author-without-id" }),
  ...industrySlugs.map((slug) => route(slug, "routes/marketing/industry.tsx", { id: `industry-${slug}` })),
  route("customer-support", "routes/marketing/customer-support.tsx"),
  // Lead forms as pages (the dialogs post here; with JavaScript off they are the forms).
  route("waitlist", "routes/marketing/waitlist.tsx"),
  // Links from waitlist mails: double opt-in, place in line and referrals, unsubscribe.
  route("waitlist/confirm/:token", "routes/marketing/waitlist-confirm.tsx"),
  route("waitlist/status/:token", "routes/marketing/waitlist-status.tsx"),
  // The top referrers who chose to be shown (issue 29 §2).
  route("waitlist/leaderboard", "routes/marketing/waitlist-leaderboard.tsx"),
  route("unsubscribe/:token", "routes/marketing/unsubscribe.tsx"),
  route("demo", "routes/marketing/demo.tsx"),
  // The waitlist form inside other sites: the script they include, and the form it frames.
  route("embed/waitlist", "routes/marketing/embed-waitlist.tsx"),
  // The demo request mail's link: pick a time, reschedule, cancel (app/features/meetings/).
  route("demo/book/:token", "routes/marketing/demo-book.tsx"),
  // Accounts: the dialogs post here; with JavaScript off they are the forms.
  route("sign-in", "routes/account/sign-in.tsx"),
  route("sign-up", "routes/account/sign-up.tsx"),
  route("sign-out", "routes/account/sign-out.ts"),
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password", "routes/account/reset-password.tsx"),
  route("email-verified", "routes/account/email-verified.tsx"),
  route("auth/google", "routes/account/google.ts"),
  // For search engines.
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),
  // JSON API.
  route("api/v1/pow-challenge", "routes/api/pow-challenge.ts"),
  route("api/v1/waitlist", "routes/api/waitlist.ts"),
  route("api/v1/demo-requests", "routes/api/demo-requests.ts"),
  route("api/v1/waitlist/export.csv", "routes/api/lead-export.ts", { id: "api-waitlist-export" }),
  route("api/v1/waitlist/invitations", "routes/api/waitlist-invitations.ts"),
  route("api/v1/waitlist/import", "routes/api/waitlist-import.ts"),
  route("api/v1/waitlist/:key", "routes/api/lead-item.ts", { id: "api-waitlist-item" }),
  route("api/v1/demo-requests/export.csv", "routes/api/lead-export.ts", { id: "api-demo-requests-export" }),
  route("api/v1/demo-requests/:key", "routes/api/lead-item.ts", { id: "api-demo-requests-item" }),
  route("api/v1/broadcasts", "routes/api/broadcasts.ts"),
  route("api/v1/broadcasts/:id", "routes/api/broadcast.ts"),
  route("api/v1/openapi.json", "routes/api/openapi.ts"),
  route("api/v1/session", "routes/api/session.ts"),
  route("api/v1/events", "routes/api/events.ts"),
  route("api/auth/*", "routes/account/auth-api.ts"),
  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
