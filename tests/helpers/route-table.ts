import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { type RouteManifest, RouteTable } from "../../server/route-table.ts";

const appDir = path.resolve(import.meta.dirname, "../../app");

/**
 * The site's route table as the server build's manifest holds it, built in
 * tests from app/routes.ts and the route modules (React Router names a
 * route after its file unless it has an id), so tests of the server read
 * the same route table as production.
 */
export async function siteRouteManifest(): Promise<RouteManifest> {
  const manifest: RouteManifest = { root: { id: "root", path: "", module: {} } };
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^/.]+$/, "");
      const module = (await import(/* @vite-ignore */ path.join(appDir, entry.file))) as RouteManifest[string] extends infer R
        ? R extends { module: infer M }
          ? M
          : never
        : never;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      if (entry.children) await add(entry.children, id);
    }
  };
  await add(await routes, "root");
  return manifest;
}

export const siteRouteTable = async () => new RouteTable(await siteRouteManifest());
