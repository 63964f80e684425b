/** What the first load of each page ships, computed from React Router's build manifest. */

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport?: boolean;
}

export interface AssetsManifest {
  /**
   * The full route manifest. Not part of a first load: with lazy route
   * discovery (React Router's default) each page inlines the part of the
   * manifest it needs, and this file is fetched only after a new deploy.
   */
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface FirstLoad {
  routeId: string;
  /** The URL pattern, e.g. "/blog/:slug". */
  path: string;
  js: string[];
  css: string[];
}

/** The route and its ancestors, root first. */
function chain(routes: Record<string, ManifestRoute>, id: string): ManifestRoute[] {
  const route = routes[id];
  if (!route) return [];
  return [...(route.parentId ? chain(routes, route.parentId) : []), route];
}

function fullPath(routes: ManifestRoute[]): string {
  const segments = routes.map((route) => route.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

/** The JS and CSS files the first visit to each page route loads (leaf routes with a component). */
export function firstLoads(manifest: AssetsManifest): FirstLoad[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport !== false && !parents.has(route.id))
    .map((route) => {
      const routes = chain(manifest.routes, route.id);
      const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
      const css = new Set(manifest.entry.css ?? []);
      for (const item of routes) {
        js.add(item.module);
        for (const file of item.imports ?? []) js.add(file);
        for (const file of item.css ?? []) css.add(file);
      }
      return { routeId: route.id, path: fullPath(routes), js: [...js], css: [...css] };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
