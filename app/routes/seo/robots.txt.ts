import { getConfig } from "../../platform/config.server.ts";
import { robotsTxt } from "../../features/marketing/sitemap.server.ts";

export function loader() {
  return new Response(robotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
