import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";

/** Values for a route's dynamic segments, so a path can be requested. */
const segmentValues: Record<string, string> = { token: "not-a-token", key: "nobody@example.com", id: "none" };

/**
 * Every route of the site whose module exports an `action`, as a path a
 * client can post to (dynamic segments filled in: `:slug` with `slug`, a
 * splat with `x`). Read from app/routes.ts, so a new action is found
 * without being listed anywhere.
 */
export function actionRoutes(slug: string): { id: string; file: string; path: string; pattern: string }[] {
  const found: { id: string; file: string; path: string; pattern: string }[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const joined = [parent, entry.path ?? ""].filter(Boolean).join("/");
      const source = fs.readFileSync(path.join("app", entry.file), "utf8");
      if (/export\s+(async\s+)?(function|const)\s+action\b/.test(source)) {
        const filled = joined
          .split("/")
          .map((part) => (part === "*" ? "x" : part.startsWith(":") ? (part === ":slug" ? slug : (segmentValues[part.slice(1)] ?? "x")) : part))
          .join("/");
        found.push({ id: entry.id ?? entry.file, file: entry.file, path: `/${filled}`, pattern: `/${joined}` });
      }
      if (entry.children) walk(entry.children, joined);
    }
  };
  walk(routes, "");
  return found;
}

/** Whether `path` is one the route pattern (`/blog/:slug`, `/api/auth/*`) serves. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`).test(path);
}
