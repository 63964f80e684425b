import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FactsSection } from "#app/ui/facts-section.tsx";
import { backupFacts } from "./backup-settings.server.ts";

const HOUR = 3_600_000;
const textOf = (...args: Parameters<typeof backupFacts>) =>
  renderToStaticMarkup(<FactsSection {...backupFacts(...args)} />)
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("Settings → Backups", () => {
  it("shows the last backup's time and size, and the schedule", () => {
    expect(
      textOf(
        {
          last: {
            finishedAt: new Date("2026-11-28T03:00:12Z"),
            bytes: 2_979_146,
            rows: 101_182,
            kind: "scheduled",
            file: "droids-2026-11-28T03-00-00Z.backup.gz",
          },
          failed: null,
        },
        { BACKUP_DIR: "/var/backups/droids", BACKUP_EVERY: 6 * HOUR, BACKUP_KEEP: 7 },
      ),
    ).toEqual([
      "Backups",
      "Copies of the whole database. Restore one into an empty database with npm run db:restore -- FILE.",
      "Last backup",
      "Nov 28, 2026, 3:00 AM UTC · 3.0 MB · 101,182 rows · scheduled (droids-2026-11-28T03-00-00Z.backup.gz)",
      "Schedule",
      "Every 6 hours into /var/backups/droids, keeping the last 7.",
    ]);
  });

  it("says when there is none, a failure since the last, and how to schedule them", () => {
    const lines = textOf(
      { last: null, failed: { startedAt: new Date("2026-11-28T09:00:00Z"), error: "ENOSPC: no space left on device" } },
      { BACKUP_DIR: undefined, BACKUP_EVERY: 6 * HOUR, BACKUP_KEEP: 7 },
    );
    expect(lines.slice(2)).toEqual([
      "Last backup",
      "No backup yet.",
      "Failed since",
      "Nov 28, 2026, 9:00 AM UTC: ENOSPC: no space left on device",
      "Schedule",
      "None: set BACKUP_DIR (and BACKUP_EVERY) to back up on a schedule, or run npm run db:backup -- FILE.",
    ]);
    const schedule = (everyMs: number, keep: number) =>
      backupFacts({ last: null, failed: null }, { BACKUP_DIR: "b", BACKUP_EVERY: everyMs, BACKUP_KEEP: keep }).facts.at(-1)!.text;
    expect(schedule(24 * HOUR, 1)).toBe("Every day into b, keeping the last 1.");
    expect(schedule(30 * 60_000, 3)).toBe("Every 30 minutes into b, keeping the last 3.");
    expect(schedule(HOUR, 3)).toBe("Every hour into b, keeping the last 3.");
  });
});
