/**
 * The HTTP entry point: `node server.ts` (Node 24 runs TypeScript directly).
 * Validates the configuration, opens and migrates the database, then serves
 * the built site. See docs/decisions/0001-stack.md.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { closeDatabase, databaseOptionsFromEnv, openDatabase, setDatabase } from "#app/platform/db/client.server.ts";
import { seedSampleContent } from "#app/platform/db/seed.server.ts";
import { startMailSender } from "#app/platform/mail/mail-sender.server.ts";
import { smtpTransport } from "#app/platform/mail/mail.server.ts";
import { startWebhookSender } from "#app/features/webhooks/webhooks.server.ts";
import { createApp } from "./server/app.ts";

const startedAt = performance.now();
const buildDir = path.resolve(import.meta.dirname, "build");

let config;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { logger } = await import("#app/platform/logger.server.ts");

let database;
try {
  database = await openDatabase(databaseOptionsFromEnv(config));
} catch (error) {
  logger.fatal({ err: error }, `cannot open the database: ${(error as Error).message}`);
  console.error((error as Error).message);
  process.exit(1);
}
setDatabase(database);
try {
  const added = await seedSampleContent(database.db);
  if (added) logger.info({ posts: added }, "sample blog content loaded");
} catch (error) {
  logger.error({ err: error }, "loading the sample blog content failed");
}

const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
const app = createApp({
  config,
  logger,
  database,
  clientDir: path.join(buildDir, "client"),
  handleRequest: createRequestHandler({ build, mode: config.NODE_ENV }),
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

// Webhook deliveries queued by this or an earlier run (a restart resumes them).
const webhooks = startWebhookSender(database.db, {
  allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
  onError: (error) => logger.error({ err: error }, "webhook sender failed"),
});
// Mail in the outbox, with SMTP_URL (without it mail stays there, readable in the admin area).
const mail = startMailSender(database.db, {
  transport: smtpTransport(config.SMTP_URL),
  from: config.MAIL_FROM,
  onError: (error) => logger.error({ err: error }, "mail sender failed"),
});

/** Stop accepting, let in-flight requests finish, close the database, exit 0 within 5 s. */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => server.closeAllConnections(), 4000);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(force);
  try {
    await webhooks.stop();
    await mail.stop();
    await closeDatabase();
  } catch (error) {
    logger.error({ err: error }, "closing the database failed");
  }
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
