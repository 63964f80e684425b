import type { href as routerHref } from "react-router";

/**
 * React Router's `href` for code that runs in the browser: the same types
 * (a path of the route table and its parameters, from `react-router
 * typegen`), so `tsc` holds every link to app/routes.ts, without the 0.3 KB
 * (gzipped) that React Router's own adds to every page's first load, which
 * the budgets (scripts/check-budgets.ts) have no room for. A parameter is
 * written as one path segment (`encodeURIComponent`); splats are not
 * needed by any link. Server code uses React Router's.
 * (docs/decisions/0034-one-route-table.md)
 */
export const href = ((path: string, params?: Record<string, string | number | undefined>) =>
  path.replace(/\/:([\w-]+)\??/g, (_, name: string) => (params?.[name] == null ? "" : `/${encodeURIComponent(params[name])}`))) as typeof routerHref;
