/**
 * The server bundle's entry (vite.config.ts builds it to
 * build/server/index.js). It is React Router's server build (prerendering
 * reads it as one) plus `startServer`, which server.ts calls: the whole
 * server, from configuration to shutdown, runs from this one bundle, so each
 * module (config, logger, database, workers) is loaded once.
 */
import type http from "node:http";
import net from "node:net";
import path from "node:path";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { loadContextFor } from "#app/platform/app-context.server.ts";
import { DataDirInUseError } from "#app/platform/db/data-dir-lock.server.ts";
import { MissingDatabaseError } from "#app/platform/db/missing-database.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { createApp } from "./app.ts";
import { keptPagesChangedByNotification, PageCache } from "./page-cache.ts";
import { RouteTable } from "./route-table.ts";
import { openSite, type Site } from "./site.ts";
import { failStart, startUpMessage } from "./start-up.ts";
import { listenForMetrics } from "./metrics-server.ts";

export * from "virtual:react-router/server-build";

/** How long a connection accepted before a shutdown may stay quiet before it is closed (a proxy's request arrives in microseconds). */
/** How long a quiet keep-alive connection stays open: longer than the 60 s of nginx's and most load balancers' upstream keep-alive. */
const KEEP_ALIVE_MS = 65_000;
const DRAIN_GRACE_MS = 500;

export async function startServer({ rootDir, startedAt = performance.now() }: { rootDir: string; startedAt?: number }) {
  // Why the server cannot start: one line on stderr; the stack in the log at debug level.
  const logDebug = (error: unknown, line: string) => logger.debug({ err: error }, line);
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    failStart(error.message);
  }

  let site: Site;
  try {
    site = await openSite({ rootDir, config });
  } catch (error) {
    logger.level = config.LOG_LEVEL;
    // Errors that say all themselves (a folder in use, a database to create); any other, what failed.
    const whole = error instanceof DataDirInUseError || error instanceof MissingDatabaseError;
    failStart(`${whole ? "" : "cannot open the database: "}${startUpMessage(error)}`, error, logDebug);
  }
  const { database } = site.app;

  // Kept pages are dropped on every write to what they show, whichever server made it (migration 0010's triggers; a like refreshes only its post's page, 0015).
  const pages = new PageCache({ onAnswer: (result) => site.metrics.keptPage(result) });
  site.metrics.attach(database, { streams: () => site.app.feed.size, keptPages: () => ({ pages: pages.size, bytes: pages.keptBytes }) });
  const stopListening = await database.listen("pages_changed", (payload) => {
    const changed = keptPagesChangedByNotification(payload);
    // A like: its post's page is rendered again by its next visitor, the others get it as it was meanwhile.
    if (changed === "all") pages.invalidate();
    else pages.refresh(changed);
  });
  const render = createRequestHandler(build, config.NODE_ENV);
  const routes = new RouteTable(build.routes);
  const app = createApp({
    config,
    logger,
    database,
    clientDir: path.join(rootDir, "build", "client"),
    render: (request) => render(request, loadContextFor(site.app)),
    // The routes answered before React Router (the public lead API's
    // writes, docs/decisions/0023-writes.md; the admin feed's stream, past
    // compression, 0026-admin-feed.md), by their route modules' own action
    // and loader, as the route table says (0034-one-route-table.md).
    ...routes.directHandlers(() => loadContextFor(site.app)),
    routes,
    pages,
    metrics: site.metrics,
  });
  // Prometheus on a port of its own (METRICS_PORT), not the site's: the operator decides who reaches it.
  const metricsServer = config.METRICS_PORT ? await listenForMetrics(site.metrics, config.METRICS_PORT, config.METRICS_HOST) : null;

  const server = app.listen(config.PORT, config.HOST ?? "::", () => {
    server.off("error", cannotListen);
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, db: database.driver, location: database.location, startupMs: Math.round(performance.now() - startedAt) }, "server ready");
    console.log(`Droids site ready at http://localhost:${port} (database: ${database.driver}, ${database.location})`);
  });

  // Node closes a quiet keep-alive connection after 5 s. A client or proxy that
  // sends its next request as that happens gets a reset, and a POST is not
  // retried: keep them open longer than a proxy's usual 60 s, so the client
  // is the one to close them. (Shutdown closes them at once: see below.)
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  const where = `${config.HOST ?? "every address"} port ${config.PORT}`;
  function cannotListen(error: NodeJS.ErrnoException) {
    const line =
      error.code === "EADDRINUSE"
        ? `${where} is in use by another process: stop it, or set PORT to a free port`
        : `cannot listen on ${where}: ${error.message}`;
    // The database is open by now: closed first (its folder's lock released), then the line.
    void site
      .close()
      .catch(() => {})
      .finally(() => failStart(line, error, logDebug));
  }
  server.once("error", cannotListen);

  /**
   * Drain, then exit 0 within 5 s: stop accepting connections (a proxy sends
   * the next requests to another server), end the live streams with a hint
   * to reconnect, answer every request already taken, and close the
   * database. http.Server#close would also drop the connections that are
   * accepted but whose request has not been read yet ("idle" to Node): a
   * proxy that just sent a request on one would get a reset. So only the
   * listener closes at once; quiet keep-alive connections close after a
   * moment, and every answer meanwhile says `Connection: close`.
   */
  let stopping = false;
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
  });
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // Open event streams never finish by themselves: end them (EventSource reconnects, to another server).
    await site.app.feed.close();
    const quiet = setTimeout(() => server.closeIdleConnections(), DRAIN_GRACE_MS);
    const force = setTimeout(() => server.closeAllConnections(), 4000);
    await closed;
    clearTimeout(quiet);
    clearTimeout(force);
    metricsServer?.close();
    try {
      await stopListening();
      await site.close();
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
    }
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
