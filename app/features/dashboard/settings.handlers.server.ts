import { requireUser, listApiKeys } from "#app/features/accounts/surface.server.ts";
import { listWebhookEndpoints } from "#app/features/webhooks/surface.server.ts";
import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { backupStatus } from "#app/platform/db/backup-log.server.ts";
import { backupFacts } from "./backup-settings.server.ts";

/** Settings: the account's name and address; for admins also the API keys, webhook endpoints and backups. */
export async function loadSettings(args: RequestArgs) {
  const user = await requireUser(args);
  const admin = user.role === "admin";
  const { db, config } = appOf(args);
  return {
    name: user.name,
    email: user.email,
    apiKeys: admin ? await listApiKeys(db) : null,
    webhooks: admin ? await listWebhookEndpoints(db) : null,
    backups: admin ? backupFacts(await backupStatus(db), config) : null,
  };
}
