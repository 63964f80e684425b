import { pino } from "pino";
import { loadContextFor } from "#app/platform/app-context.server.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";

/**
 * The load context a loader or action gets from the server (server/site.ts),
 * on a test database: configuration from `env`, a silent logger, and
 * worker kicks that count their calls.
 */
export function testLoadContext(database: DatabaseHandle, env: Record<string, string> = {}) {
  const kicks = { mail: 0, webhooks: 0 };
  const context = loadContextFor({
    config: parseConfig(env),
    logger: pino({ level: "silent" }),
    database,
    db: database.db,
    kickMail: () => void kicks.mail++,
    kickWebhooks: () => void kicks.webhooks++,
  });
  return Object.assign(context, { kicks });
}
