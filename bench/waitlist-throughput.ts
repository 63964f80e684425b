/**
 * Waitlist create throughput: POST /api/v1/waitlist through the production
 * server (autocannon, 50 connections, distinct e-mails), next to a raw
 * `INSERT … ON CONFLICT` loop through the same driver at the same
 * concurrency, on the embedded database and (with BENCH_DATABASE_URL) on
 * PostgreSQL. Needs a build (`npm run build`).
 *
 *   node bench/waitlist-throughput.ts [seconds]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseOptions } from "../app/db/client.server.ts";
import { spawnServer } from "../tests/e2e/support/spawn-server.ts";

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;

async function throughHttp(env: Record<string, string>, port: number) {
  const server = spawnServer({ ...env, PORT: String(port), RATE_LIMIT_WAITLIST: "off", LOG_LEVEL: "error" });
  await server.ready(port);
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/waitlist`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ name: "Bench", email: `bench-${process.pid}-${n++}@example.com`, company: "", phone: "", teamSize: "", timeSlot: "", message: "" }),
        }),
      },
    ],
  });
  await server.stop();
  const ok = result["2xx"];
  return { rps: ok / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function rawInsertLoop(options: DatabaseOptions) {
  const database = await openDatabase(options);
  let count = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      let i = 0;
      while (performance.now() < deadline) {
        const started = performance.now();
        await database.db.execute(
          sql`insert into waitlist_entries (email, name) values (${`raw-${process.pid}-${worker}-${i++}@example.com`}, 'Bench') on conflict (email) do nothing`,
        );
        latencies.push(performance.now() - started);
        count++;
      }
    }),
  );
  await database.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: count / seconds, p50: at(0.5), p99: at(0.99), errors: 0 };
}

const rows: string[] = [];
const row = (database: string, label: string, r: { rps: number; p50: number; p99: number; errors: number }) =>
  rows.push(`| ${database} | ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-waitlist-"));
try {
  const http = await throughHttp({ DATA_DIR: path.join(tmp, "http") }, 3601);
  const raw = await rawInsertLoop({ dataDir: path.join(tmp, "raw", "pglite") });
  row("PGlite", "POST /api/v1/waitlist", http);
  row("PGlite", "raw INSERT … ON CONFLICT", raw);
  rows.push(`| PGlite | ratio HTTP / raw | ${(http.rps / raw.rps).toFixed(2)} | | | |`);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    // A database of its own, made anew.
    const admin = new pg.Client(url);
    await admin.connect();
    await admin.query("drop database if exists droids_bench with (force)");
    await admin.query("create database droids_bench");
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = "/droids_bench";
    const pgHttp = await throughHttp({ DATABASE_URL: benchUrl.toString() }, 3602);
    const pgRaw = await rawInsertLoop({ url: benchUrl.toString(), poolSize: 10 });
    row("PostgreSQL", "POST /api/v1/waitlist", pgHttp);
    row("PostgreSQL", "raw INSERT … ON CONFLICT", pgRaw);
    rows.push(`| PostgreSQL | ratio HTTP / raw | ${(pgHttp.rps / pgRaw.rps).toFixed(2)} | | | |`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(`\nWaitlist create throughput, ${connections} connections, ${seconds} s each\n`);
console.log("| database | path | requests/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|");
console.log(rows.join("\n"));
