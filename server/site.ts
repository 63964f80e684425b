import type { Config } from "#app/platform/config.server.ts";
import type { AppContext } from "#app/platform/app-context.server.ts";
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { startMailSender } from "#app/platform/mail/mail-sender.server.ts";
import { smtpTransport } from "#app/platform/mail/mail.server.ts";
import { startWebhookSender } from "#app/features/webhooks/webhooks.server.ts";
import { broadcastMailRenderer } from "#app/features/broadcasts/broadcasts.server.ts";
import { startBroadcastJobs } from "#app/features/broadcasts/broadcast-jobs.server.ts";
import { databaseTemplatePath, loadSampleContent, migrationsFolderIn } from "./sample-content.ts";
import { buildDir } from "./build-output.ts";
import { joinWhenProven } from "#app/features/leads/waitlist/invitations.server.ts";
import { AdminFeed } from "#app/platform/events/admin-feed.server.ts";
import { startKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { startEmbeddedUpkeep } from "#app/platform/db/embedded-upkeep.server.ts";
import { placesFigure } from "#app/features/leads/waitlist/place.server.ts";
import { waitlistCountsFigure } from "#app/features/leads/admin/lead-counts.server.ts";
import { leadRollupsFigure } from "#app/features/dashboard/lead-rollups.server.ts";

export interface Site {
  /** What loaders and actions get through React Router's load context. */
  app: AppContext;
  /** Stops the background workers and closes the database. */
  close(): Promise<void>;
}

/**
 * Everything the site runs on, made once per process from the parsed
 * configuration: the logger at its level, the
 * database (opened, migrated, sample content loaded into an empty one) and
 * the mail and webhook workers. The production server (server/main.ts) and
 * the development server (vite.config.ts) both start here.
 */
export async function openSite(options: {
  /** The project's folder (the bundle does not sit beside the migrations and sample posts). */
  rootDir: string;
  config: Config;
}): Promise<Site> {
  const { config, rootDir } = options;
  logger.level = config.LOG_LEVEL;
  const database = await openDatabase(databaseOptionsFromEnv(config), {
    migrationsFolder: migrationsFolderIn(rootDir),
    template: databaseTemplatePath(buildDir(rootDir)),
  });
  try {
    const { added, parsed } = await loadSampleContent(database.db, rootDir);
    if (added) logger.info({ posts: added }, "sample blog content loaded");
    if (parsed) logger.info({ posts: parsed }, "post content parsed");
  } catch (error) {
    logger.error({ err: error }, "loading the sample blog content failed");
  }
  return startSite(config, database);
}

/**
 * The background jobs' first runs (catching up on what an earlier run
 * left) come this long after the start: with the embedded database, which
 * runs on the server's thread, they would otherwise hold up its first
 * answers (a new install answered /healthz ~0.6 s later).
 */
const FIRST_RUNS_AFTER_MS = 2_000;

/** Starts the workers on an open database. */
export function startSite(config: Config, database: DatabaseHandle): Site {
  const firstRunMs = FIRST_RUNS_AFTER_MS;
  // Webhook deliveries queued by this or an earlier run (a restart resumes them).
  const webhooks = startWebhookSender(database, {
    firstRunMs,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    onError: (error) => logger.error({ err: error }, "webhook sender failed"),
  });
  // A broadcast's outbox rows hold only the address and the broadcast: its mails are rendered when sent (and shown).
  const renderMail = broadcastMailRenderer(database.db, { publicUrl: config.publicUrl, secret: config.authSecret });
  // Mail in the outbox, with SMTP_URL (without it mail stays there, readable in the admin area).
  const mail = startMailSender(database.db, {
    transport: smtpTransport(config.SMTP_URL),
    from: config.MAIL_FROM,
    perSecond: config.MAIL_RATE_PER_SECOND,
    render: renderMail,
    firstRunMs,
    onError: (error) => logger.error({ err: error }, "mail sender failed"),
  });
  // Places in line, the admin list's counts and the analytics rollups, kept by one server at a time (the others find the work done).
  const kept = startKeptFigures(database.db, [placesFigure(config.WAITLIST_REFERRAL_BOOST), waitlistCountsFigure, leadRollupsFigure], {
    firstRunMs,
    onError: (error) => logger.warn({ err: error }, "keeping places in line, counts and analytics failed; trying again"),
  });
  // Broadcasts queue their recipients in the background (resuming what a crash or another server left) and prune sent mail.
  const broadcastJobs = startBroadcastJobs(database.db, {
    firstRunMs,
    onQueued: () => void mail.kick(),
    onError: (error) => logger.error({ err: error }, "broadcast queueing failed"),
  });
  // The embedded database has no autovacuum: planner statistics and all-visible pages are the site's job there.
  const upkeep =
    database.driver === "pglite"
      ? startEmbeddedUpkeep(database.db, { onError: (error) => logger.warn({ err: error }, "embedded database upkeep failed") })
      : null;
  // The admin feed's streams; its events are pruned by every server (a no-op when another just did).
  const feed = new AdminFeed(database);
  feed.startPruning((error) => logger.error({ err: error }, "pruning the admin feed failed"), firstRunMs);
  return {
    app: {
      config,
      logger,
      database,
      db: database.db,
      kickMail: () => void mail.kick(),
      kickBroadcasts: () => void broadcastJobs.kick(),
      renderMail,
      feed,
      onAddressProven: joinWhenProven(database.db, logger),
    },
    async close() {
      await feed.close();
      await kept.stop();
      await upkeep?.stop();
      await webhooks.stop();
      await broadcastJobs.stop();
      await mail.stop();
      await database.close();
    },
  };
}
