/**
 * `npm run mail:outbox [-- N]`: prints the newest N mails of the outbox (5 by
 * default), with their text and links: without SMTP_URL, mail waits there,
 * and this is how the first account reads its verification link. With the
 * embedded database the running server reads them (it holds the folder:
 * server/control-socket.ts); with no server, or on PostgreSQL, the command
 * reads the database itself.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, parseConfig } from "#app/platform/config.server.ts";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import { listOutbox } from "#app/platform/mail/outbox.server.ts";
import { controlSocketPath, requestOutbox } from "../server/control-socket.ts";
import { loadEnvFile } from "../server/start-up.ts";
import { failCommand } from "./db-command.ts";

type Mail = Awaited<ReturnType<typeof listOutbox>>[number];

loadEnvFile();
const limit = Number(process.argv[2] ?? 5);
if (!Number.isInteger(limit) || limit < 1 || limit > 50) failCommand("Usage: npm run mail:outbox -- [N]   (the newest N mails, 1 to 50; 5 by default)", 2);

try {
  const config = parseConfig();
  const options = databaseOptionsFromEnv(config);
  let mails: Mail[] | null = null;
  if ("dataDir" in options) {
    mails = await requestOutbox<Mail>(controlSocketPath(config.DATA_DIR), limit);
    if (!mails && !fs.existsSync(path.join(options.dataDir, "PG_VERSION")))
      failCommand(`There is no embedded database in ${options.dataDir} (is DATA_DIR right?).`);
  }
  if (!mails) {
    const database = await openDatabase(options, { migrate: false });
    try {
      mails = await listOutbox(database.db, undefined, limit);
    } finally {
      await database.close();
    }
  }
  if (mails.length === 0) console.log("The outbox is empty.");
  const state = (mail: Mail) =>
    mail.status === "sent"
      ? "sent"
      : mail.status === "failed"
        ? `failed: ${mail.error}`
        : config.SMTP_URL
          ? "waiting to be sent"
          : "waiting (no SMTP_URL: it stays here)";
  for (const mail of mails) {
    console.log(`${formatDateTime(mail.createdAt)} UTC · to ${mail.to} · ${state(mail)}\nSubject: ${mail.subject}\n\n${mail.text.trim()}\n\n${"-".repeat(72)}`);
  }
} catch (error) {
  failCommand(error instanceof ConfigError ? error.message : `Cannot read the outbox: ${(error as Error).message}`);
}
