/**
 * The server bundle's entry (vite.config.ts builds it to
 * build/server/index.js). It is React Router's server build (prerendering
 * reads it as one) plus `startServer`, which server.ts calls: the whole
 * server, from configuration to shutdown, runs from this one bundle, so each
 * module (config, logger, database, workers) is loaded once.
 */
import path from "node:path";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { loadContextFor } from "#app/platform/app-context.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { submitDemoRequestApi } from "#app/features/leads/demo-submit.handlers.server.ts";
import { submitWaitlistApi } from "#app/features/leads/waitlist-submit.handlers.server.ts";
import { adminEventsApi } from "#app/features/feed/feed.handlers.server.ts";
import { createApp } from "./app.ts";
import { keptPagesChangedByNotification, PageCache } from "./page-cache.ts";
import { openSite, type Site } from "./site.ts";

export * from "virtual:react-router/server-build";

export async function startServer({ rootDir, startedAt = performance.now() }: { rootDir: string; startedAt?: number }) {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let site: Site;
  try {
    site = await openSite({ rootDir, config });
  } catch (error) {
    logger.level = config.LOG_LEVEL;
    logger.fatal({ err: error }, `cannot open the database: ${(error as Error).message}`);
    console.error((error as Error).message);
    process.exit(1);
  }
  const { database } = site.app;

  // Kept pages are dropped on every write to what they show, whichever server made it (migration 0010's triggers; a like refreshes only its post's page, 0015).
  const pages = new PageCache();
  const stopListening = await database.listen("pages_changed", (payload) => {
    const changed = keptPagesChangedByNotification(payload);
    // A like: its post's page is rendered again by its next visitor, the others get it as it was meanwhile.
    if (changed === "all") pages.invalidate();
    else pages.refresh(changed);
  });
  const render = createRequestHandler(build, config.NODE_ENV);
  const app = createApp({
    config,
    logger,
    database,
    clientDir: path.join(rootDir, "build", "client"),
    render: (request) => render(request, loadContextFor(site.app)),
    // The public lead API's writes: what their route modules' actions call
    // (app/routes/api/waitlist.ts, demo-requests.ts), without React
    // Router's routing in between (docs/decisions/0023-writes.md).
    actions: {
      "/api/v1/waitlist": (request) => submitWaitlistApi({ request, context: loadContextFor(site.app) }),
      "/api/v1/demo-requests": (request) => submitDemoRequestApi({ request, context: loadContextFor(site.app) }),
    },
    // The admin feed streams past compression (docs/decisions/0026-admin-feed.md).
    streams: {
      "/api/v1/events": (request) => adminEventsApi({ request, context: loadContextFor(site.app) }),
    },
    pages,
  });

  const server = app.listen(config.PORT, config.HOST ?? "::", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { port, db: database.driver, location: database.location, startupMs: Math.round(performance.now() - startedAt) },
      "server ready",
    );
    console.log(`Droids site ready at http://localhost:${port} (database: ${database.driver}, ${database.location})`);
  });

  /** Stop accepting, let in-flight requests finish, close the database, exit 0 within 5 s. */
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Open event streams never finish by themselves: end them first (their
    // connections close with them; EventSource reconnects, to another server).
    await site.app.feed.close();
    const force = setTimeout(() => server.closeAllConnections(), 4000);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
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
