import type { Config } from "#app/platform/config.server.ts";
import type { BackupStatus } from "#app/platform/db/backup-log.server.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import type { Facts } from "#app/ui/facts-section.tsx";

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** "6 hours", "30 minutes", "day". */
function every(ms: number) {
  const [count, unit] = ms % 86_400_000 === 0 ? [ms / 86_400_000, "day"] : ms % 3_600_000 === 0 ? [ms / 3_600_000, "hour"] : [ms / 60_000, "minute"];
  return count === 1 ? unit : `${count} ${unit}s`;
}

/** Settings → Backups (admins): the last backup's time and size, a failure since, and the schedule. */
export function backupFacts({ last, failed }: BackupStatus, config: Pick<Config, "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP">): Facts {
  const facts: Facts["facts"] = [
    {
      label: "Last backup",
      text: last
        ? `${formatDateTime(last.finishedAt)} UTC · ${megabytes(last.bytes)} · ${last.rows.toLocaleString("en-US")} rows · ${
            last.kind === "scheduled" ? "scheduled" : "by hand"
          } (${last.file})`
        : "No backup yet.",
    },
  ];
  if (failed) facts.push({ label: "Failed since", text: `${formatDateTime(failed.startedAt)} UTC: ${failed.error}`, alert: true });
  facts.push({
    label: "Schedule",
    text: config.BACKUP_DIR
      ? `Every ${every(config.BACKUP_EVERY)} into ${config.BACKUP_DIR}, keeping the last ${config.BACKUP_KEEP}.`
      : "None: set BACKUP_DIR (and BACKUP_EVERY) to back up on a schedule, or run npm run db:backup -- FILE.",
  });
  return { title: "Backups", description: "Copies of the whole database. Restore one into an empty database with npm run db:restore -- FILE.", facts };
}
