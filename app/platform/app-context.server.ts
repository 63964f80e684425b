import { createContext, RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Config } from "./config.server.ts";
import type { Database, DatabaseHandle } from "./db/client.server.ts";
import { PRERENDER_ORIGIN } from "./http/public-url.ts";
import type { AdminFeed } from "./events/admin-feed.server.ts";
import type { SiteSettings } from "./settings/site-settings.server.ts";
import type { MailRenderer } from "./mail/mail.server.ts";

/**
 * What every loader and action stands on, created once when the server
 * starts (server/site.ts) and handed to React Router as its load context:
 * `context.get(appContext)`.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  /** Wakes this process's mail sender: call it after committing queued mail. */
  kickMail(): void;
  /** Wakes this process's broadcast queueing job: call it after writing a broadcast. */
  kickBroadcasts(): void;
  /**
   * Puts together outbox rows stored without a body (a broadcast's
   * recipients), as the mail sender does when it sends them: the Mail
   * outbox page shows them with it (server/site.ts supplies the broadcasts').
   */
  renderMail: MailRenderer;
  /** This process's admin feed: its Server-Sent Events streams (GET /api/v1/events). */
  feed: AdminFeed;
  /**
   * What the rest of the site does once an account proves its address
   * (accounts calls it; server/site.ts wires the waitlist: an invited entry
   * becomes `joined`). Called again at every sign-in, so it must be
   * idempotent. Features meet here instead of importing each other.
   */
  onAddressProven(userId: string): Promise<void>;
  /** The settings admins change in Dashboard → Settings, cached for a few seconds (app/platform/settings/). */
  settings: SiteSettings;
}

export const appContext = createContext<AppContext>();

/**
 * The public address, apart from the rest so that prerendering (which runs
 * without the app) reads the stand-in the server replaces at start.
 */
export const publicUrlContext = createContext<string>(PRERENDER_ORIGIN);

/** A loader's or action's arguments, as far as the server code needs them. */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The app context of a loader's or action's arguments. */
export const appOf = (args: { context: Readonly<RouterContextProvider> }): AppContext => args.context.get(appContext);

/** A fresh load context carrying `app`, for one request. */
export function loadContextFor(app: AppContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(publicUrlContext, app.config.publicUrl);
  return context;
}
