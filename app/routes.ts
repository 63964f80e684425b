import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { industrySlugs } from "./content/site.ts";

// The route table of spec §2, one line per route.
export default [
  index("routes/home.tsx"),
  route("view-all", "routes/view-all.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("enterprise", "routes/enterprise.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/create", "routes/blog-create.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("author/:id", "routes/author.tsx"),
  ...industrySlugs.map((slug) => route(slug, "routes/industry.tsx", { id: `industry-${slug}` })),
  route("customer-support", "routes/customer-support.tsx"),
  // Lead forms as pages (the dialogs post here; with JavaScript off they are the forms).
  route("waitlist", "routes/waitlist.tsx"),
  route("demo", "routes/demo.tsx"),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // JSON API.
  route("api/v1/waitlist", "routes/api.v1.waitlist.ts"),
  route("api/v1/demo-requests", "routes/api.v1.demo-requests.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
