/**
 * `node bench/import-100k.ts`: a waitlist import of 100,000 lines (issue 29
 * §3: under 30 s on PostgreSQL, in one transaction), by hand, outside the
 * test suite. On the embedded database (in memory), and on PostgreSQL when
 * BENCH_DATABASE_URL names a server (a database `bench_import` is made and
 * dropped there). The list holds 10,000 entries first; the file has 1,000
 * lines that are another spelling of a listed address (merged), 1,000 of an
 * earlier line (merged in the file), 10,000 referrals to lines of the file,
 * half its lines confirmed, and the rest mailed the confirmation (queued in
 * the outbox; IMPORT_BENCH_CONFIRMATION=confirmed: none). Prints the check
 * (dry run) and the import (which checks the file again), each timed.
 * IMPORT_BENCH_LINES changes the size; IMPORT_BENCH_PGLITE=0 skips PGlite.
 */
import fs from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, selectRows, type DatabaseOptions } from "#app/platform/db/client.server.ts";
import { importWaitlist } from "#app/features/leads/import/import.server.ts";

const LINES = Number(process.env.IMPORT_BENCH_LINES ?? 100_000);
const LISTED = 10_000;
/** "mail" (the default: the lines not confirmed get the confirmation mail), "confirmed" or "none". */
const CONFIRMATION = (process.env.IMPORT_BENCH_CONFIRMATION ?? "mail") as "mail" | "confirmed" | "none";
const links = { publicUrl: "http://localhost:3000", secret: "bench-secret-bench-secret-bench-secret" };

/** The CSV: e-mail, name, company, joined date, referrer, status. */
function benchCsv(): Uint8Array {
  const lines = ["email,name,company,joined,referrer,status"];
  const day = (i: number) => new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString();
  for (let i = 0; i < LINES; i++) {
    let email = `person${i}@example.com`;
    // A listed address spelled otherwise (+tag): merged into the list's entry.
    if (i < 1_000) email = `listed${i}+import@example.com`;
    // The same mailbox as an earlier line of the file: merged in the file.
    else if (i >= LINES - 1_000) email = `Person${i - LINES + 2_000}+again@example.com`;
    const referrer = i >= 2_000 && i < 12_000 ? `person${i - 1_000}@example.com` : "";
    lines.push(`${email},Person ${i},"Company ${i % 500}, Inc.",${day(i)},${referrer},${i % 2 ? "confirmed" : ""}`);
  }
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

/**
 * CPU seconds used so far by this process and, on a local PostgreSQL, by the
 * one server process the bench's single connection talks to: what the import
 * costs whatever else the machine is doing (its wall time is not, on a
 * machine shared with other work).
 */
async function cpuSeconds(db: Awaited<ReturnType<typeof openDatabase>>["db"], postgres: boolean) {
  const own = process.cpuUsage();
  let server = 0;
  if (postgres) {
    const [{ pid }] = (await selectRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    server = (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return { node: (own.user + own.system) / 1e6, server };
}

async function run(label: string, options: DatabaseOptions) {
  const postgres = "url" in options;
  // One connection: its server process's CPU time is the import's.
  const handle = await openDatabase(postgres ? { ...options, poolSize: 1 } : options);
  const { db } = handle;
  try {
    await db.execute(sql`insert into waitlist_entries (email, name, created_at)
      select 'listed' || i || '@example.com', 'Listed ' || i, now() - i * interval '1 minute' from generate_series(0, ${LISTED - 1}) as i`);
    const file = benchCsv();
    let started = performance.now();
    const checked = await importWaitlist(db, file, { confirmation: CONFIRMATION, dryRun: true, links });
    const checkMs = performance.now() - started;
    if (checked.problemCount > 0) throw new Error(`the bench file has problems: ${JSON.stringify(checked.problems.slice(0, 3))}`);
    const cpuBefore = await cpuSeconds(db, postgres);
    started = performance.now();
    const imported = await importWaitlist(db, file, { confirmation: CONFIRMATION, dryRun: false, links });
    const importMs = performance.now() - started;
    const cpuAfter = await cpuSeconds(db, postgres);
    const cpu = `CPU: node ${(cpuAfter.node - cpuBefore.node).toFixed(1)} s${postgres ? ` + server ${(cpuAfter.server - cpuBefore.server).toFixed(1)} s` : ""}`;
    const [after] = await selectRows<{ entries: number; mails: number }>(
      db,
      sql`select (select count(*) from waitlist_entries)::int as entries, (select count(*) from mail_outbox)::int as mails`,
    );
    console.log(
      `${label}, confirmation=${CONFIRMATION}: ${LINES.toLocaleString("en")} lines (${(file.length / 1e6).toFixed(1)} MB) — check ${(checkMs / 1000).toFixed(1)} s, import ${(importMs / 1000).toFixed(1)} s (${cpu});`,
      JSON.stringify(imported.counts),
      `→ ${after!.entries} entries, ${after!.mails} mails queued`,
    );
  } finally {
    await handle.close();
  }
}

if (process.env.IMPORT_BENCH_PGLITE !== "0") await run("PGlite (in memory)", { memory: true });
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query("drop database if exists bench_import with (force)");
  await admin.query("create database bench_import");
  const url = new URL(adminUrl);
  url.pathname = "/bench_import";
  try {
    await run("PostgreSQL", { url: url.toString() });
  } finally {
    await admin.query("drop database if exists bench_import with (force)");
    await admin.end();
  }
}
