import { appOf } from "#app/platform/app-context.server.ts";
import type { Route } from "./+types/robots.txt";
import { robotsTxt } from "#app/features/marketing/sitemap.server.ts";

export function loader(args: Route.LoaderArgs) {
  return new Response(robotsTxt(appOf(args).config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
