import { pino } from "pino";
import type { RouterContextProvider } from "react-router";
import { loadContextFor, type RequestArgs } from "#app/platform/app-context.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import { SiteSettings } from "#app/platform/settings/site-settings.server.ts";
import { AdminFeed } from "#app/platform/events/admin-feed.server.ts";
import { joinWhenProven } from "#app/features/leads/waitlist/invitations.server.ts";
import { broadcastMailRenderer } from "#app/features/broadcasts/broadcasts.server.ts";

/**
 * The load context a loader or action gets from the server (server/site.ts),
 * on a test database: configuration from `env`, a silent logger, and
 * worker kicks that count their calls.
 */
export function testLoadContext(database: DatabaseHandle, env: Record<string, string> = {}) {
  const kicks = { mail: 0, broadcasts: 0 };
  const logger = pino({ level: "silent" });
  const config = parseConfig(env);
  const context = loadContextFor({
    config,
    logger,
    database,
    db: database.db,
    kickMail: () => void kicks.mail++,
    kickBroadcasts: () => void kicks.broadcasts++,
    renderMail: broadcastMailRenderer(database.db, { publicUrl: config.publicUrl, secret: config.authSecret }),
    feed: feedOf(database),
    onAddressProven: joinWhenProven(database.db, logger),
    settings: settingsOf(database),
  });
  return Object.assign(context, { kicks });
}

/** One settings cache per test database, as a server has one per process. */
const settingsCaches = new WeakMap<DatabaseHandle, SiteSettings>();
function settingsOf(database: DatabaseHandle) {
  let settings = settingsCaches.get(database);
  if (!settings) settingsCaches.set(database, (settings = new SiteSettings(database.db)));
  return settings;
}

/** One admin feed per test database, as a server has one per process. */
const feeds = new WeakMap<DatabaseHandle, AdminFeed>();
function feedOf(database: DatabaseHandle) {
  let feed = feeds.get(database);
  if (!feed) feeds.set(database, (feed = new AdminFeed(database)));
  return feed;
}

/**
 * A handler that takes a route's arguments, called as before with a request
 * (and its other arguments) and the load context `context()` returns.
 */
export function withLoadContext<Rest extends unknown[], Result>(handler: (args: RequestArgs, ...rest: Rest) => Result, context: () => RouterContextProvider) {
  return (request: Request, ...rest: Rest) => handler({ request, context: context() }, ...rest);
}
