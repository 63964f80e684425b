/**
 * `npm run bench -- --scale`: the waitlist at 10,000 / 100,000 / 1,000,000
 * entries on PostgreSQL and 100,000 on the embedded database (bench/scale-data.ts),
 * each served by the production build, measured over HTTP as an admin and a
 * visitor use it: status page, admin pages (first, deep, search, filter,
 * sort), the API's deep cursor, analytics, inviting the next 100 and 1,000,
 * the CSV export (first byte, whole, the server's memory), a broadcast to
 * every confirmed entry (answer, queueing, bytes per recipient), joins; on the
 * embedded database also joins at 50 connections and the cold start.
 * Prints Markdown beside the figures measured before (issue 26), writes
 * bench/results/scale-latest.json; `--write` puts the table in BENCHMARKS.md.
 *
 * SCALE_SIZES=10000,100000 measures fewer PostgreSQL sizes, SCALE_PGLITE_SIZE another embedded one; SCALE_PGLITE=0
 * skips the embedded database. Needs a build (`npm run build`) unless run
 * through `npm run bench -- --scale`, which builds first.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { databaseOptionsFromEnv, openDatabase } from "#app/platform/db/client.server.ts";
import { statusToken } from "#app/features/leads/waitlist/waitlist-tokens.server.ts";
import { embeddedRows, PGLITE_TAP, type StoredRows } from "#tests/e2e/support/e2e-database.ts";
import { TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";
import { load, replaceBenchmarkSection, root, rssMb, startServer, type BenchServer } from "./lib.ts";
import { domains, fillWaitlist } from "./scale-data.ts";

const log = (message: string) => console.error(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sizes = (process.env.SCALE_SIZES ?? "10000,100000,1000000").split(",").filter(Boolean).map(Number);
const pgliteSize = Number(process.env.SCALE_PGLITE_SIZE ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = { name: "Bench Admin", email: "bench-admin@example.com", password: "Bench-admin-pass-1" };

/** Latencies of one operation, in ms. */
interface Timing {
  p50: number;
  p95: number;
  runs: number;
}
type Figures = Record<string, Timing | number | string>;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The entry generate_series number `g` made (bench/scale-data.ts): its address and referral code. */
const entryOf = (g: number) => ({
  email: `person${g}@${domains[g % domains.length]}`,
  referralCode: createHash("md5").update(`code${g}`).digest("hex").slice(0, 12),
});
/** A confirmed entry (g % 10 < 7) spread over the list. */
const confirmedEntry = (size: number, i: number) => {
  let g = Math.max(1, Math.min(size, 1 + Math.floor(((i * 7919) % 997) * (size / 997))));
  while (g % 10 >= 7) g -= 1;
  return entryOf(g);
};

class Session {
  cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }
  async fetch(pathname: string, init: RequestInit = {}) {
    const response = await fetch(`${this.base}${pathname}`, {
      ...init,
      redirect: "manual",
      headers: {
        origin: this.base.replace("127.0.0.1", "localhost"),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(init.headers ?? {}),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }
  json(pathname: string, body: unknown) {
    return this.fetch(pathname, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  }
}

/** Signs the bootstrap admin up, opens the verification mail's link (which makes it admin) and signs in. */
async function signInAdmin(base: string, rows: StoredRows) {
  const session = new Session(base);
  const signedUp = await session.json("/api/auth/sign-up/email", admin);
  if (!signedUp.ok) throw new Error(`admin sign-up: ${signedUp.status} ${await signedUp.text()}`);
  const [mail] = await rows<{ text: string }>(`select text from mail_outbox where "to" = $1 order by created_at desc limit 1`, [admin.email]);
  const link = /https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error("no verification mail for the bench admin");
  await (await session.fetch(link)).arrayBuffer();
  const signedIn = await session.json("/api/auth/sign-in/email", { email: admin.email, password: admin.password });
  if (!signedIn.ok) throw new Error(`admin sign-in: ${signedIn.status}`);
  const check = await session.fetch("/dashboard/waitlist");
  if (check.status !== 200) throw new Error(`the bench admin cannot open the dashboard: ${check.status}`);
  await check.arrayBuffer();
  return session;
}

/** `runs` requests one after another (after two to warm up); each must answer 200. */
async function timed(runs: number, request: (i: number) => Promise<Response>): Promise<Timing> {
  const times: number[] = [];
  for (let i = -2; i < runs; i++) {
    const started = performance.now();
    const response = await request(i + 2);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${response.url}`);
    if (i >= 0) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

async function once(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  if (!response.ok) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

/** Waits until the places job has kept places for the list (the server's first run). */
async function placesKept(rows: StoredRows) {
  const started = performance.now();
  for (;;) {
    const [row] = await rows<{ n: number }>(`select count(*)::int as n from kept_figures where name = 'waitlist-places'`);
    if (row && Number(row.n) > 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The export over HTTP: first byte, whole, bytes, and the server's resident memory (sampled every 50 ms) before, at its peak and 5 s after. */
async function exportFigures(session: Session, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const response = await session.fetch("/dashboard/waitlist/export.csv");
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let firstByte = NaN;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const whole = performance.now() - started;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return { firstByteMs: firstByte, wholeMs: whole, rows: lines - 1, mb: bytes / 2 ** 20, rssBeforeMb: before, rssPeakMb: peak, rssAfterMb: rssMb(pid) };
}

/** Everything measured on one served list. */
async function measure(server: BenchServer, rows: StoredRows, size: number, embedded: boolean): Promise<Figures> {
  const figures: Figures = {};
  figures.placesFirstKeptMs = await placesKept(rows);
  log(`places kept after ${figures.placesFirstKeptMs.toFixed(0)} ms`);
  const session = await signInAdmin(server.base, rows);
  const visitor = new Session(server.base);
  const runs = 20;
  figures.statusPage = await timed(runs, (i) => visitor.fetch(`/waitlist/status/${statusToken(TEST_AUTH_SECRET, confirmedEntry(size, i))}`));
  const deepPage = Math.floor(size / 25 / 2);
  figures.adminFirstPage = await timed(runs, () => session.fetch("/dashboard/waitlist"));
  figures.adminDeepPage = await timed(runs, (i) => session.fetch(`/dashboard/waitlist?page=${deepPage + i}`));
  figures.adminOldestFirst = await timed(runs, () => session.fetch("/dashboard/waitlist?sort=oldest"));
  figures.adminSearchRare = await timed(runs, (i) => session.fetch(`/dashboard/waitlist?q=${encodeURIComponent(entryOf(1 + ((i * 104_729) % size)).email)}`));
  figures.adminSearchCommon = await timed(runs, () => session.fetch("/dashboard/waitlist?q=Hopper"));
  figures.adminStatusInvited = await timed(runs, () => session.fetch("/dashboard/waitlist?status=invited"));
  figures.adminStatusInvitedDeep = await timed(runs, () =>
    session.fetch(`/dashboard/waitlist?status=invited&page=${Math.max(1, Math.floor(size / 50 / 25 / 2))}`),
  );
  figures.apiDeepCursor = await timed(runs, (i) =>
    session.fetch(`/api/v1/waitlist?cursor=${Buffer.from(entryOf(Math.floor(size / 2) + i).email).toString("base64url")}`),
  );
  figures.analytics = await timed(runs, () => session.fetch("/dashboard/analytics"));
  figures.overview = await timed(runs, () => session.fetch("/dashboard"));
  log("pages measured");
  figures.invite100Ms = (await once(() => session.json("/api/v1/waitlist/invitations", { count: 100 }))).ms;
  figures.invite1000Ms = (await once(() => session.json("/api/v1/waitlist/invitations", { count: 1000 }))).ms;
  log("invitations measured");
  Object.assign(figures, Object.fromEntries(Object.entries(await exportFigures(session, server.pid)).map(([key, value]) => [`export_${key}`, value])));
  log("export measured");
  const answer = await once(() =>
    session.json("/api/v1/broadcasts", { subject: "News", markdown: "Droids can now **read invoices**.", audience: "confirmed" }),
  );
  figures.broadcastAnswerMs = answer.ms;
  const { id } = JSON.parse(answer.body) as { id: string };
  const queueStarted = performance.now() - answer.ms;
  for (;;) {
    const [state] = await rows<{ state: string; queued: number }>(`select state, queued from broadcasts where id = $1`, [id]);
    if (state?.state !== "queueing") {
      figures.broadcastQueued = Number(state?.queued);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  figures.broadcastQueueMs = performance.now() - queueStarted;
  const [bytes] = await rows<{ b: number }>(`select avg(pg_column_size(m.*))::float8 as b from mail_outbox m where broadcast_id = $1`, [id]);
  figures.outboxBytesPerRecipient = Number(bytes?.b);
  log("broadcast measured");
  let joins = 0;
  figures.join = await timed(runs, () => visitor.json("/api/v1/waitlist", { name: "Bench Join", email: `bench-join-${process.pid}-${joins++}@example.com` }));
  if (embedded) {
    const fifty = await load(`${server.base}/api/v1/waitlist`, 10, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: () => JSON.stringify({ name: "Bench", email: `bench-load-${process.pid}-${joins++}@example.com` }),
    });
    figures.joins50 = `${fifty.rps.toFixed(0)}/s · p99 ${fifty.p99} ms${fifty.errors ? ` · ${fifty.errors} errors` : ""}`;
    figures.joins50Rps = fifty.rps;
    figures.joins50P99 = fifty.p99;
  }
  figures.rssMb = rssMb(server.pid);
  return figures;
}

const tapEnv = (socket: string) => ({ E2E_DB_SOCKET: socket, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${PGLITE_TAP}`.trim() });
const serverEnv = { ADMIN_EMAILS: admin.email, SMTP_URL: "", PUBLIC_URL: "" };

async function onPostgres(size: number): Promise<Figures> {
  const name = `bench_scale_${size}`;
  const maintenance = new pg.Client({ connectionString: adminUrl });
  await maintenance.connect();
  await maintenance.query(`drop database if exists ${name} with (force)`);
  await maintenance.query(`create database ${name}`);
  await maintenance.end();
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  log(`PostgreSQL ${size}: filling`);
  const filled = performance.now();
  const database = await openDatabase({ url });
  await fillWaitlist(database.db, size);
  await database.close();
  const fillMs = performance.now() - filled;
  const client = new pg.Pool({ connectionString: url, max: 2 });
  const rows: StoredRows = async (text, values) => (await client.query(text, values)).rows;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-pg-"));
  const server = await startServer({ ...serverEnv, DATABASE_URL: url, DATA_DIR: dataDir });
  try {
    return { fillMs, coldStartMs: server.coldStartMs, ...(await measure(server, rows, size, false)) };
  } finally {
    await server.stop();
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(size: number): Promise<Figures> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scale-pglite-"));
  try {
    // The cold start a new install sees: an empty folder, the sample content loaded.
    const fresh = await startServer({ ...serverEnv, DATA_DIR: path.join(tmp, "fresh") });
    const freshColdStartMs = fresh.coldStartMs;
    await fresh.stop();
    const restarted = await startServer({ ...serverEnv, DATA_DIR: path.join(tmp, "fresh") });
    const restartMs = restarted.coldStartMs;
    await restarted.stop();
    log(`PGlite ${size}: filling`);
    const dataDir = path.join(tmp, "data");
    const filled = performance.now();
    const database = await openDatabase(databaseOptionsFromEnv({ DATA_DIR: dataDir }));
    await fillWaitlist(database.db, size);
    await database.close();
    const fillMs = performance.now() - filled;
    const socket = path.join(tmp, "db.sock");
    const server = await startServer({ ...serverEnv, DATA_DIR: dataDir, ...tapEnv(socket) });
    try {
      return { fillMs, freshColdStartMs, restartMs, coldStartMs: server.coldStartMs, ...(await measure(server, embeddedRows(socket), size, true)) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const results: Record<string, Figures> = {};
for (const size of sizes) results[`PostgreSQL ${size.toLocaleString("en-US")}`] = await onPostgres(size);
if (process.env.SCALE_PGLITE !== "0") results[`PGlite ${pgliteSize.toLocaleString("en-US")}`] = await onPglite(pgliteSize);

// --- The table: each row an operation, each column a list, beside issue 26's figures (PostgreSQL 1M, measured on the code before).
const ms = (value: unknown) => (typeof value === "number" ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms` : "—");
const t = (value: unknown) => (value && typeof value === "object" ? `${ms((value as Timing).p50)} / ${ms((value as Timing).p95)}` : "—");
const rowsOfTable: [string, string, string, (figures: Figures) => string][] = [
  ["status page `/waitlist/status/{token}` (p50 / p95)", "5,053 ms", "p95 ≤ 50 ms", (f) => t(f.statusPage)],
  ["Dashboard → Waitlist, page 1", "4,580 ms", "p95 ≤ 150 ms", (f) => t(f.adminFirstPage)],
  ["… a deep page (the middle of the list)", "5,727 ms", "p95 ≤ 150 ms", (f) => t(f.adminDeepPage)],
  ["… oldest first", "", "p95 ≤ 150 ms", (f) => t(f.adminOldestFirst)],
  ["… search for a rare word (one address)", "9,860 ms", "p95 ≤ 150 ms", (f) => t(f.adminSearchRare)],
  ["… search for a common word (“Hopper”, 1 in 20)", "", "p95 ≤ 150 ms", (f) => t(f.adminSearchCommon)],
  ["… filter by status `invited`", "5,026 ms", "p95 ≤ 150 ms", (f) => t(f.adminStatusInvited)],
  ["… `invited`, a deep page", "", "p95 ≤ 150 ms", (f) => t(f.adminStatusInvitedDeep)],
  ["`GET /api/v1/waitlist` deep cursor", "4,659 ms", "p95 ≤ 100 ms", (f) => t(f.apiDeepCursor)],
  ["Dashboard → Analytics", "6,089 ms", "p95 ≤ 200 ms", (f) => t(f.analytics)],
  ["Dashboard → Overview", "~30 ms", "", (f) => t(f.overview)],
  ["invite the next 100", "4,334 ms", "", (f) => ms(f.invite100Ms)],
  ["invite the next 1,000", "6,705 ms", "≤ 1 s", (f) => ms(f.invite1000Ms)],
  ["CSV export: first byte", "11 s", "≤ 200 ms", (f) => ms(f.export_firstByteMs)],
  ["CSV export: whole (rows)", "105 s", "1M ≤ 20 s", (f) => `${ms(f.export_wholeMs)} (${Number(f.export_rows).toLocaleString("en-US")})`],
  [
    "CSV export: server memory before → peak → 5 s after",
    "+205 MB, stays",
    "≤ +30 MB, returns",
    (f) => `${Number(f.export_rssBeforeMb).toFixed(0)} → ${Number(f.export_rssPeakMb).toFixed(0)} → ${Number(f.export_rssAfterMb).toFixed(0)} MB`,
  ],
  ["broadcast to all confirmed: answer", "53 s", "≤ 200 ms", (f) => ms(f.broadcastAnswerMs)],
  ["… all recipients queued (how many)", "53 s", "≤ 30 s", (f) => `${ms(f.broadcastQueueMs)} (${Number(f.broadcastQueued).toLocaleString("en-US")})`],
  ["… outbox bytes per recipient", "1,300", "≤ 200", (f) => String(Math.round(Number(f.outboxBytesPerRecipient)))],
  ["a join `POST /api/v1/waitlist`", "14–18 ms", "≤ 20 ms", (f) => t(f.join)],
  ["places first kept after the server starts", "", "", (f) => ms(f.placesFirstKeptMs)],
  ["embedded: joins at 50 connections", "264/s · p99 2,764 ms", "≥ 1,000/s · p99 ≤ 250 ms", (f) => String(f.joins50 ?? "—")],
  [
    "embedded: cold start, new install with the sample content / restart",
    "4,962 ms",
    "≤ 2 s",
    (f) => (f.freshColdStartMs ? `${ms(f.freshColdStartMs)} / ${ms(f.restartMs)}` : "—"),
  ],
  ["server start on this list (spawn → /healthz)", "", "", (f) => ms(f.coldStartMs)],
  ["filling the list (bench/scale-data.ts)", "", "", (f) => ms(f.fillMs)],
];
const names = Object.keys(results);
const table = [
  `| operation | before (PostgreSQL 1M, issue 26) | target | ${names.join(" | ")} |`,
  `|---|---|---|${names.map(() => "---").join("|")}|`,
  ...rowsOfTable.map(([label, before, target, cell]) => `| ${label} | ${before} | ${target} | ${names.map((name) => cell(results[name]!)).join(" | ")} |`),
].join("\n");
const machine = `${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
const report = [
  "## A million on the list",
  "",
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}, Node ${process.version}: \`npm run bench -- --scale\` (bench/scale.ts).`,
  "Each list is made by bench/scale-data.ts (70 % confirmed, 10 % referred, over 90 days) and served by the production build; requests go over HTTP one at a time (20 runs after 2 to warm up, p50 / p95) as the bench admin or a visitor.",
  "The “before” column is issue 26's measurement of the code before it (PostgreSQL, 1,000,000 entries, same machine).",
  "",
  table,
  "",
].join("\n");
console.log(`\n${report}`);
fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "bench", "results", "scale-latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
if (process.argv.includes("--write")) {
  replaceBenchmarkSection(report);
  log("wrote BENCHMARKS.md");
}
