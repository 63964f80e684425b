import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { industrySlugs } from "./content/site.ts";

// The route table of spec §2, one line per route.
export default [
  index("routes/home.tsx"),
  route("view-all", "routes/view-all.tsx"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard._index.tsx"),
    route("waitlist", "routes/dashboard.waitlist.tsx"),
    route("demo-requests", "routes/dashboard.demo-requests.tsx"),
    route("projects", "routes/dashboard.projects.tsx"),
    route("analytics", "routes/dashboard.analytics.tsx"),
    route("posts", "routes/dashboard.posts.tsx"),
    route("comments", "routes/dashboard.comments.tsx"),
    route("outbox", "routes/dashboard.outbox.tsx"),
    route("webhooks", "routes/dashboard.webhooks.tsx"),
    route("team", "routes/dashboard.team.tsx"),
    route("settings", "routes/dashboard.settings.tsx"),
  ]),
  route("dashboard/waitlist/export.csv", "routes/dashboard.lead-export.ts", { id: "waitlist-export" }),
  route("dashboard/demo-requests/export.csv", "routes/dashboard.lead-export.ts", { id: "demo-requests-export" }),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("enterprise", "routes/enterprise.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/create", "routes/blog-create.tsx"),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("blog/:slug/edit", "routes/blog-post-edit.tsx"),
  route("author/:id", "routes/author.tsx"),
  // No id: the loader redirects to /blog.
  route("author", "routes/author.tsx", { id: "author-without-id" }),
  ...industrySlugs.map((slug) => route(slug, "routes/industry.tsx", { id: `industry-${slug}` })),
  route("customer-support", "routes/customer-support.tsx"),
  // Lead forms as pages (the dialogs post here; with JavaScript off they are the forms).
  route("waitlist", "routes/waitlist.tsx"),
  // Links from waitlist mails: double opt-in, place in line and referrals, unsubscribe.
  route("waitlist/confirm/:token", "routes/waitlist-confirm.tsx"),
  route("waitlist/status/:token", "routes/waitlist-status.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("demo", "routes/demo.tsx"),
  // Accounts: the dialogs post here; with JavaScript off they are the forms.
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("email-verified", "routes/email-verified.tsx"),
  route("auth/google", "routes/auth.google.ts"),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // JSON API.
  route("api/v1/waitlist", "routes/api.v1.waitlist.ts"),
  route("api/v1/demo-requests", "routes/api.v1.demo-requests.ts"),
  route("api/v1/waitlist/export.csv", "routes/api.v1.lead-export.ts", { id: "api-waitlist-export" }),
  route("api/v1/waitlist/:key", "routes/api.v1.lead-item.ts", { id: "api-waitlist-item" }),
  route("api/v1/demo-requests/export.csv", "routes/api.v1.lead-export.ts", { id: "api-demo-requests-export" }),
  route("api/v1/demo-requests/:key", "routes/api.v1.lead-item.ts", { id: "api-demo-requests-item" }),
  route("api/v1/openapi.json", "routes/api.v1.openapi.ts"),
  route("api/v1/session", "routes/api.v1.session.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
