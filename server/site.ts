import path from "node:path";
import type { Config } from "#app/platform/config.server.ts";
import type { AppContext } from "#app/platform/app-context.server.ts";
import { SiteSettings } from "#app/platform/settings/site-settings.server.ts";
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { startMailSender } from "#app/platform/mail/mail-sender.server.ts";
import { smtpTransport } from "#app/platform/mail/mail.server.ts";
import { startWebhookSender } from "#app/features/webhooks/webhooks.server.ts";
import { broadcastMailRenderer } from "#app/features/broadcasts/broadcasts.server.ts";
import { startBroadcastJobs } from "#app/features/broadcasts/broadcast-jobs.server.ts";
import { startScheduledPublishing } from "#app/features/blog/scheduled-publishing.server.ts";
import { startMeetingReminders } from "#app/features/meetings/reminders.server.ts";
import { databaseTemplatePath, drawShareCards, loadSampleContent, migrationsFolderIn } from "./sample-content.ts";
import { buildDir } from "./build-output.ts";
import { joinWhenProven } from "#app/features/leads/waitlist/invitations.server.ts";
import { AdminFeed } from "#app/platform/events/admin-feed.server.ts";
import { startKeptFigures } from "#app/platform/db/kept-figures.server.ts";
import { startEmbeddedUpkeep } from "#app/platform/db/embedded-upkeep.server.ts";
import { placesFigure } from "#app/features/leads/waitlist/place.server.ts";
import { waitlistCountsFigure } from "#app/features/leads/admin/lead-counts.server.ts";
import { leadRollupsFigure } from "#app/features/dashboard/lead-rollups.server.ts";
import { writeBackup } from "#app/platform/db/backup.server.ts";
import { recordedBackup, startScheduledBackups } from "#app/platform/db/backup-log.server.ts";
import { Metrics } from "#app/platform/metrics.server.ts";
import { listOutbox } from "#app/platform/mail/outbox.server.ts";
import { controlSocketPath, startControlSocket } from "./control-socket.ts";

export interface Site {
  /** What loaders and actions get through React Router's load context. */
  app: AppContext;
  /** This process's figures for Prometheus (the HTTP server counts its answers into it). */
  metrics: Metrics;
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
  const metrics = new Metrics();
  const database = await openDatabase(databaseOptionsFromEnv(config), {
    migrationsFolder: migrationsFolderIn(rootDir),
    template: databaseTemplatePath(buildDir(rootDir)),
    onQuery: metrics.observeQuery,
  });
  try {
    const { added, parsed } = await loadSampleContent(database.db, rootDir, { shareCards: false });
    if (added) logger.info({ posts: added }, "sample blog content loaded");
    if (parsed) logger.info({ posts: parsed }, "post content parsed");
  } catch (error) {
    logger.error({ err: error }, "loading the sample blog content failed");
  }
  const site = withShareCards(startSite(config, database, metrics), rootDir);
  if (database.driver !== "pglite") return site;
  // Commands on this machine (db:backup, mail:outbox) reach the embedded database through this server, which holds its folder.
  try {
    const control = await startControlSocket(
      controlSocketPath(config.DATA_DIR),
      {
        backup: (out, file) => recordedBackup(database.db, { kind: "manual", file }, () => writeBackup(database, out)),
        outbox: (limit) => listOutbox(database.db, site.app.renderMail, Math.min(limit, 50)),
      },
      (error) => logger.error({ err: error }, "a backup asked for by a command failed"),
    );
    return { ...site, close: () => control.close().finally(site.close) };
  } catch (error) {
    // The site serves without it (e.g. a DATA_DIR path too long for a socket): those commands then say no server answers.
    logger.warn({ err: error }, "commands on this machine cannot reach this server (db:backup, mail:outbox): its control socket did not open");
    return site;
  }
}

/**
 * Posts' share cards missing or stale (the sample posts on a new PostgreSQL
 * database, a renamed author, a new drawing), drawn in the background after
 * the start: each takes ~0.1 s, and the server answers meanwhile (pages name
 * the site's own image until a post's card is there). Closing waits for the
 * card being drawn, not for the rest.
 */
function withShareCards(site: Site, rootDir: string): Site {
  let stopped = false;
  let wake = () => {};
  const start = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_RUNS_AFTER_MS);
    wake = () => (clearTimeout(timer), resolve());
  });
  const drawing = start
    .then(() =>
      stopped
        ? 0
        : drawShareCards(site.app.db, rootDir, {
            stopped: () => stopped,
            onError: (error, postId) => logger.error({ err: error, postId }, "drawing a post's share card failed"),
          }),
    )
    .then((cards) => void (cards && logger.info({ posts: cards }, "post share cards drawn")))
    .catch((error: unknown) => void (stopped || logger.error({ err: error }, "drawing the posts' share cards failed")));
  return {
    ...site,
    async close() {
      stopped = true;
      wake();
      await drawing;
      await site.close();
    },
  };
}

/**
 * The background jobs' first runs (catching up on what an earlier run
 * left) come this long after the start: with the embedded database, which
 * runs on the server's thread, they would otherwise hold up its first
 * answers (a new install answered /healthz ~0.6 s later).
 */
const FIRST_RUNS_AFTER_MS = 2_000;

/** Starts the workers on an open database. */
export function startSite(config: Config, database: DatabaseHandle, metrics: Metrics): Site {
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
    onDelivered: (result) => metrics.mailDelivered(result),
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
  // Scheduled posts go live at their time, with nobody signed in; the first run publishes what fell due while no server ran.
  const scheduledPosts = startScheduledPublishing(database.db, {
    firstRunMs,
    onPublished: (post) => logger.info({ postId: post.id, slug: post.slug, scheduledAt: post.scheduledAt }, "scheduled post published"),
    onError: (error) => logger.error({ err: error }, "publishing scheduled posts failed"),
  });
  // Demo meetings' reminders (24 h and 1 h before), queued once whichever server gets there first.
  const meetingReminders = startMeetingReminders(database.db, {
    firstRunMs,
    publicUrl: config.publicUrl,
    onQueued: () => void mail.kick(),
    onError: (error) => logger.error({ err: error }, "queueing demo reminders failed"),
  });
  // The embedded database has no autovacuum: planner statistics and all-visible pages are the site's job there.
  const upkeep =
    database.driver === "pglite"
      ? startEmbeddedUpkeep(database.db, { onError: (error) => logger.warn({ err: error }, "embedded database upkeep failed") })
      : null;
  // The admin feed's streams; its events are pruned by every server (a no-op when another just did).
  const feed = new AdminFeed(database);
  feed.startPruning((error) => logger.error({ err: error }, "pruning the admin feed failed"), firstRunMs);
  // Backups into BACKUP_DIR, when set: one server of several makes each.
  const backups = config.BACKUP_DIR
    ? startScheduledBackups(database, {
        dir: path.resolve(config.BACKUP_DIR),
        everyMs: config.BACKUP_EVERY,
        keep: config.BACKUP_KEEP,
        firstRunMs,
        onDone: (file, summary) => logger.info({ file, bytes: summary.bytes, rows: summary.rows, ms: summary.ms }, "backup written"),
        onError: (error) => logger.error({ err: error }, "the scheduled backup failed"),
      })
    : null;
  return {
    metrics,
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
      settings: new SiteSettings(database.db, { onInvalid: (key, error) => logger.warn({ key, err: error }, "a stored setting no longer passes its schema") }),
    },
    async close() {
      await backups?.stop();
      await feed.close();
      await kept.stop();
      await upkeep?.stop();
      await webhooks.stop();
      await broadcastJobs.stop();
      await scheduledPosts.stop();
      await meetingReminders.stop();
      await mail.stop();
      await database.close();
    },
  };
}
