/**
 * The development server's side of the site (vite.config.ts loads this
 * module through Vite on each request, so a reload of the app's modules is
 * picked up): the site is opened once, by the same factory as in
 * production, and each request gets a context under the current key. A
 * request is converted to the fetch API and its answer written back by the
 * same bridge as in production (fetch-bridge.ts), and the routes the route
 * table says are answered directly (route-table.ts) are answered directly
 * here too; everything else goes to React Router.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadContextFor } from "#app/platform/app-context.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { fetchHandler, type NodeHandler, streamHandler } from "./fetch-bridge.ts";
import { RouteTable } from "./route-table.ts";
import { openSite, type Site } from "./site.ts";
import { loadEnvFile } from "./start-up.ts";

export function openDevSite(rootDir: string) {
  loadEnvFile();
  return openSite({ rootDir, config: parseConfig() });
}

interface DevHandlers {
  actions: Map<string, NodeHandler>;
  streams: Map<string, NodeHandler>;
  render: NodeHandler;
}

/** Per server build: a reload of the app's modules gives a new one. */
const handlersByBuild = new WeakMap<ServerBuild, DevHandlers>();

function handlersFor(build: ServerBuild, site: Site): DevHandlers {
  let handlers = handlersByBuild.get(build);
  if (handlers) return handlers;
  const context = () => loadContextFor(site.app);
  const { actions, streams } = new RouteTable(build.routes).directHandlers(context);
  const render = createRequestHandler(build, "development");
  handlers = {
    actions: new Map(Object.entries(actions).map(([path, handle]) => [path, fetchHandler(handle)])),
    streams: new Map(Object.entries(streams).map(([path, handle]) => [path, streamHandler(handle)])),
    render: fetchHandler((request) => render(request, context())),
  };
  handlersByBuild.set(build, handlers);
  return handlers;
}

export async function handleDevRequest(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, site: Site) {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const { actions, streams, render } = handlersFor(build, site);
  const path = (req.url ?? "/").split("?", 1)[0]!;
  const direct = req.method === "POST" ? actions.get(path) : req.method === "GET" || req.method === "HEAD" ? streams.get(path) : undefined;
  await (direct ?? render)(req, res, next);
}
