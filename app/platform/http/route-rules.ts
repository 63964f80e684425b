/**
 * What a route tells the HTTP server in front of React Router, in its route
 * module's `handle` (`export const handle = { server: { … } }`). The server
 * reads it from the route table (server/route-table.ts: the server build's
 * route manifest), so the rules stay with the route they are about and no
 * path is written twice (docs/decisions/0034-one-route-table.md).
 */
export interface ServerRouteRules {
  /**
   * Answered straight from the server, without React Router's routing: a
   * POST by the route's action (the public lead API, 0023), or a GET by its
   * loader as a stream past compression (the admin feed, 0026). Only for a
   * route whose path has no parameters; the same middleware runs before it.
   */
  direct?: "action" | "stream";
  /** The largest request body the route takes, in bytes (more than the site's MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /**
   * Which kept pages (server/page-cache.ts) a write to the route (or to a
   * route below it) may change: its own page only, or all of them. Routes
   * without it change none (lead forms, accounts).
   */
  keptPages?: "page" | "all";
  /**
   * Who may show the route's page in a frame. By default nobody
   * (`frame-ancestors 'none'`); "embed-origins": the site itself and the sites
   * an admin allowed to embed the waitlist form (app/features/leads/embed/).
   */
  framedBy?: "embed-origins";
}

export interface ServerRouteHandle {
  server?: ServerRouteRules;
}

/** Request bodies above this are refused with 413 before any route runs, unless the route takes more (`maxBodyBytes`). */
export const MAX_BODY_BYTES = 64 * 1024;
