import { matchRoutes, type RouteObject } from "react-router";
import type { ServerRouteHandle, ServerRouteRules } from "#app/platform/http/route-rules.ts";
import type { FetchHandler } from "./fetch-bridge.ts";

/** A route of the server build's manifest (`build.routes`), as far as the server reads it. */
export interface RouteManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: {
    default?: unknown;
    handle?: unknown;
    // React Router's own argument types: the table calls them as React Router does (RouteCallArgs).
    action?: (args: never) => unknown;
    loader?: (args: never) => unknown;
  };
}
export type RouteManifest = Record<string, RouteManifestEntry | undefined>;
/** What React Router passes an action or a loader (the context is the app's load context). */
interface RouteCallArgs {
  request: Request;
  url: URL;
  pattern: string;
  context: unknown;
  params: Record<string, string | undefined>;
}

interface TableRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: TableRoute[];
}

/** What the server knows of the route a path reaches: its rules (its own and its parents', nearest first), and whether it is a page. */
export interface RouteRulesMatch extends ServerRouteRules {
  /** Reached a route without a page (an API or a file such as the sitemap), or none. */
  resource: boolean;
  /** The route's full path pattern (`/blog/:slug`; the metrics' label), when a route matched. */
  pattern?: string;
}

const NO_ROUTE: RouteRulesMatch = Object.freeze({ resource: true });

/**
 * The route table as the HTTP server in front of React Router reads it: the
 * server build's route manifest (app/routes.ts and the route modules'
 * `handle.server`, app/platform/http/route-rules.ts), in production as in
 * development and tests. Every path rule of the server comes from here, so
 * no route path is written beside app/routes.ts
 * (docs/decisions/0034-one-route-table.md).
 */
export class RouteTable {
  private readonly tree: TableRoute[];
  private readonly manifest: RouteManifest;
  /** Matches by path, for the paths seen lately (matching ranks every route). */
  private readonly matched = new Map<string, RouteRulesMatch>();

  constructor(manifest: RouteManifest) {
    this.manifest = manifest;
    const byParent = new Map<string | undefined, TableRoute[]>();
    for (const route of Object.values(manifest)) {
      if (!route) continue;
      const siblings = byParent.get(route.parentId) ?? [];
      siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
      byParent.set(route.parentId, siblings);
    }
    const attach = (routes: TableRoute[]): TableRoute[] =>
      routes.map((route) => {
        const children = byParent.get(route.id);
        return children ? { ...route, children: attach(children) } : route;
      });
    this.tree = attach(byParent.get(undefined) ?? []);
  }

  /**
   * The rules of the route `pathname` reaches, as React Router would match
   * it (a data request's `.data` left out), merged from the root down: a
   * nearer route's rule wins.
   */
  rulesFor(pathname: string): RouteRulesMatch {
    const kept = this.matched.get(pathname);
    if (kept) return kept;
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    let matches;
    try {
      matches = matchRoutes(this.tree as RouteObject[], path);
    } catch {
      matches = null;
    }
    let rules: RouteRulesMatch = NO_ROUTE;
    if (matches?.length) {
      const routesOf = matches.map(({ route }) => this.manifest[route.id!]!);
      rules = { resource: routesOf.at(-1)!.module.default === undefined, pattern: this.fullPath(routesOf.at(-1)!) };
      for (const route of routesOf) Object.assign(rules, serverRules(route));
    }
    if (this.matched.size >= 1000) this.matched.clear();
    this.matched.set(pathname, rules);
    return rules;
  }

  /**
   * The routes answered straight from the server (`direct`), by their full
   * path: POSTs by their action, GETs by their loader as a stream, each
   * called as React Router calls it, with the load context `contextFor` gives.
   */
  directHandlers(contextFor: () => unknown): { actions: Record<string, FetchHandler>; streams: Record<string, FetchHandler> } {
    const actions: Record<string, FetchHandler> = {};
    const streams: Record<string, FetchHandler> = {};
    for (const route of Object.values(this.manifest)) {
      const direct = route && serverRules(route).direct;
      if (!direct) continue;
      const path = this.fullPath(route);
      if (/[:*]/.test(path)) throw new Error(`route ${route.id}: only a route without parameters can be answered directly (${path})`);
      const handle = direct === "action" ? route.module.action : route.module.loader;
      if (!handle) throw new Error(`route ${route.id} is answered directly by its ${direct === "action" ? "action" : "loader"}, and has none`);
      (direct === "action" ? actions : streams)[path] = (request) =>
        answerOf(() => handle({ request, url: new URL(request.url), pattern: path, context: contextFor(), params: {} } satisfies RouteCallArgs as never));
    }
    return { actions, streams };
  }

  /** Every route's full path pattern (e.g. `/blog/:slug`), as React Router matches it. */
  patterns(): string[] {
    return Object.values(this.manifest).flatMap((route) => (route ? [this.fullPath(route)] : []));
  }

  /** A route's path from the root: its parents' paths and its own, joined. */
  private fullPath(route: RouteManifestEntry): string {
    const parts: string[] = [];
    for (let at: RouteManifestEntry | undefined = route; at; at = at.parentId ? this.manifest[at.parentId] : undefined) {
      if (at.path) parts.unshift(at.path.replace(/^\/+|\/+$/g, ""));
    }
    return `/${parts.filter(Boolean).join("/")}`;
  }
}

function serverRules(route: RouteManifestEntry): ServerRouteRules {
  return (route.module.handle as ServerRouteHandle | undefined)?.server ?? {};
}

/** A route function's answer as React Router takes it from a resource route: a Response, returned or thrown. */
async function answerOf(call: () => unknown): Promise<Response> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  if (answer instanceof Response) return answer;
  throw new Error("a route answered directly must return a Response");
}
