/**
 * The development server's side of the load context (vite.config.ts loads
 * this module through Vite on each request, so a reload of the app's
 * modules is picked up): the site is opened once, by the same factory as in
 * production, and each request gets a context under the current key.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestListener } from "@react-router/node";
import { loadContextFor } from "#app/platform/app-context.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { openSite, type Site } from "./site.ts";

export const openDevSite = (rootDir: string) => openSite({ rootDir, config: parseConfig() });

export async function handleDevRequest(req: IncomingMessage, res: ServerResponse, _next: unknown, site: Site) {
  const listener = createRequestListener({
    build: () => import("virtual:react-router/server-build"),
    mode: "development",
    getLoadContext: () => loadContextFor(site.app),
  });
  await listener(req, res);
}
