/**
 * `npm run bench`: builds, then measures the production server on the
 * embedded database (and on PostgreSQL when BENCH_DATABASE_URL is set):
 * Lighthouse (mobile, median of 3) and first-load bytes for every public
 * route, throughput against nginx and a raw insert loop, cold start and
 * memory. Prints Markdown, writes bench/results/latest.json; `--write` also
 * writes BENCHMARKS.md. BENCH_QUICK=1: one Lighthouse run, 2-second loads.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import type { DatabaseOptions } from "../app/platform/db/client.server.ts";
import { sampleAuthors } from "../app/content/blog/sample-authors.ts";
import { samplePosts } from "../app/content/blog/sample-posts.ts";
import { prerenderedPaths } from "../app/content/site.ts";
import { firstLoads, type AssetsManifest } from "../scripts/budgets.ts";
import { chromiumVersion, runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { freePort } from "../tests/e2e/support/spawn-server.ts";
import { load, root, rssMb, startServer, type LoadResult } from "./lib.ts";
import { startNginx } from "./nginx.ts";

const quick = process.env.BENCH_QUICK === "1";
const seconds = quick ? 2 : 10;
const lighthouseRuns = quick ? 1 : 3;
const started = Date.now();
const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

if (!process.argv.includes("--no-build")) {
  log("building");
  const build = spawnSync("npx", ["--no-install", "react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --- Every public route, one blog post and one author page.
const post = samplePosts[0]!;
const routes = [...prerenderedPaths, "/waitlist", "/demo", "/blog", `/blog/${post.slug}`, `/author/${sampleAuthors[0]!.id}`, "/sign-in", "/sign-up"];
const pattern = (route: string) => route.replace(/^\/blog\/[^/]+$/, "/blog/:slug").replace(/^\/author\/[^/]+$/, "/author/:id");

// --- First-load bytes, from the build's manifest (gzip level 9, as the budget check).
const clientDir = path.join(root, "build", "client");
const { assets } = (await import(path.join(root, "build", "server", "index.js"))) as { assets: AssetsManifest };
const loads = new Map(firstLoads(assets).map((entry) => [entry.path, entry]));
const gz = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length, 0);
const bytes = new Map(routes.map((route) => {
  const entry = loads.get(pattern(route))!;
  return [route, { jsKb: gz(entry.js) / 1024, cssKb: gz(entry.css) / 1024 }];
}));

interface ServerFigures {
  coldStartMs: number;
  rssAfterStartMb: number;
  rssAfterLoadMb: number;
  home: LoadResult;
  nginxHome?: LoadResult;
  blogPost: LoadResult;
  waitlistPost: LoadResult;
  rawInsert: LoadResult;
}

/** Distinct e-mails for POST loads. */
function joinBodies(prefix: string) {
  let n = 0;
  return () => JSON.stringify({ name: "Bench", email: `${prefix}-${process.pid}-${n++}@example.com` });
}

/** The same joins against bench/bare-insert-server.ts: the write limit of an HTTP request here. */
async function bareInsertLoad(options: DatabaseOptions): Promise<LoadResult> {
  const port = await freePort();
  const env = "url" in options ? { BENCH_DATABASE_URL: options.url } : { BENCH_DATA_DIR: (options as { dataDir: string }).dataDir };
  const child = spawn(process.execPath, ["bench/bare-insert-server.ts"], { cwd: root, env: { ...process.env, ...env, BENCH_PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare insert server exited with ${code}`)));
  });
  try {
    return await load(`http://127.0.0.1:${port}/`, seconds, { method: "POST", headers: { "content-type": "application/json" }, body: joinBodies("bare") });
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const gzip = { "accept-encoding": "gzip" };
let lighthouse = new Map<string, LighthouseResult>();

async function measure(label: string, env: Record<string, string>, databaseOptions: DatabaseOptions, withPages: boolean): Promise<ServerFigures> {
  log(`${label}: cold start`);
  const server = await startServer(env);
  const rssAfterStartMb = rssMb(server.pid);
  try {
    if (withPages) {
      log(`${label}: Lighthouse on ${routes.length} routes × ${lighthouseRuns}`);
      lighthouse = await runLighthouse(routes.map((route) => `${server.base}${route}`), lighthouseRuns, (url, result) =>
        log(`  ${new URL(url).pathname}: performance ${result.performance}, accessibility ${result.accessibility}`),
      );
    }
    for (let i = 0; i < 20; i++) await (await fetch(`${server.base}/`, { headers: gzip })).arrayBuffer();
    log(`${label}: GET / (ours)`);
    const home = await load(`${server.base}/`, seconds, { headers: gzip });
    let nginxHome: LoadResult | undefined;
    if (withPages) {
      const nginx = await startNginx(clientDir, await freePort());
      try {
        log(`${label}: GET / (nginx)`);
        nginxHome = await load(`${nginx.base}/`, seconds, { headers: gzip });
      } finally {
        await nginx.stop();
      }
    }
    log(`${label}: GET /blog/${post.slug}`);
    const blogPost = await load(`${server.base}/blog/${post.slug}`, seconds, { headers: gzip });
    log(`${label}: POST /api/v1/waitlist`);
    const waitlistPost = await load(`${server.base}/api/v1/waitlist`, seconds, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: joinBodies("bench"),
    });
    const rssAfterLoadMb = rssMb(server.pid);
    await server.stop();
    log(`${label}: the same joins on a bare HTTP server`);
    const rawInsert = await bareInsertLoad(databaseOptions);
    return { coldStartMs: server.coldStartMs, rssAfterStartMb, rssAfterLoadMb, home, nginxHome, blogPost, waitlistPost, rawInsert };
  } finally {
    await server.stop().catch(() => undefined);
  }
}

const servers: Record<string, ServerFigures> = {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
try {
  const dataDir = path.join(tmp, "pglite-data");
  servers.PGlite = await measure("PGlite", { DATA_DIR: dataDir }, { dataDir: path.join(dataDir, "pglite") }, true);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const admin = new pg.Client(url);
    await admin.connect();
    await admin.query("drop database if exists droids_bench with (force)");
    await admin.query("create database droids_bench");
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = "/droids_bench";
    servers.PostgreSQL = await measure("PostgreSQL", { DATA_DIR: path.join(tmp, "pg-data"), DATABASE_URL: benchUrl.toString() }, { url: benchUrl.toString() }, false);
    const cleanup = new pg.Client(url);
    await cleanup.connect();
    await cleanup.query("drop database if exists droids_bench with (force)");
    await cleanup.end();
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

// --- Report.
const f0 = (value: number) => value.toFixed(0);
const f1 = (value: number) => value.toFixed(1);
const pageRows = routes.map((route) => {
  const page = [...lighthouse.entries()].find(([url]) => new URL(url).pathname === route.split("?")[0])?.[1];
  const size = bytes.get(route)!;
  return `| ${route} | ${page ? [page.performance, page.accessibility, page.bestPractices, page.seo, f0(page.lcpMs), f0(page.tbtMs), page.cls.toFixed(3)].join(" | ") : "– | – | – | – | – | – | –"} | ${f1(size.jsKb)} | ${f1(size.cssKb)} |`;
});
const pageTable = [
  `| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS gzip KB | CSS gzip KB |`,
  `|---|---|---|---|---|---|---|---|---|---|`,
  ...pageRows,
].join("\n");

const loadCell = (result: LoadResult) => `${f0(result.rps)} req/s · p50 ${f1(result.p50)} ms · p99 ${f1(result.p99)} ms${result.errors ? ` · ${result.errors} errors` : ""}`;
const names = Object.keys(servers);
const serverRow = (label: string, cell: (figures: ServerFigures) => string) => `| ${label} | ${names.map((name) => cell(servers[name]!)).join(" | ")} |`;
const serverTable = [
  `| measure | ${names.join(" | ")} |`,
  `|---|${names.map(() => "---").join("|")}|`,
  serverRow("GET / (our server, gzip)", (figures) => loadCell(figures.home)),
  serverRow("GET / (nginx, same file, gzip)", (figures) => (figures.nginxHome ? loadCell(figures.nginxHome) : "(measured once, on the PGlite run)")),
  serverRow("ratio ours / nginx", (figures) => {
    const nginx = figures.nginxHome ?? servers.PGlite!.nginxHome!;
    return `${(figures.home.rps / nginx.rps).toFixed(2)}`;
  }),
  serverRow(`GET /blog/${post.slug} (rendered per request)`, (figures) => loadCell(figures.blogPost)),
  serverRow("ratio post / our /", (figures) => `${(figures.blogPost.rps / figures.home.rps).toFixed(2)}`),
  serverRow("POST /api/v1/waitlist (distinct e-mails)", (figures) => loadCell(figures.waitlistPost)),
  serverRow("the same joins on a bare node:http server, one INSERT … ON CONFLICT each", (figures) => loadCell(figures.rawInsert)),
  serverRow("ratio joins / bare server", (figures) => `${(figures.waitlistPost.rps / figures.rawInsert.rps).toFixed(2)}`),
  serverRow("cold start (spawn → /healthz 200)", (figures) => `${f0(figures.coldStartMs)} ms`),
  serverRow("resident memory after start", (figures) => `${f0(figures.rssAfterStartMb)} MB`),
  serverRow("resident memory after the load", (figures) => `${f0(figures.rssAfterLoadMb)} MB`),
].join("\n");

const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`;
const chromium = await chromiumVersion().catch(() => "unknown");
const header = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; Node ${process.version}, ${chromium}.`,
  `Lighthouse 13, mobile preset (simulated throttling), median of ${lighthouseRuns} run${lighthouseRuns > 1 ? "s" : ""} per page, on the PGlite server; loads: autocannon, 50 connections, ${seconds} s each${quick ? " (BENCH_QUICK)" : ""}.`,
].join("\n");
const report = `${header}\n\n${pageTable}\n\n${serverTable}\n`;
console.log(`\n${report}`);

const results = { date: new Date().toISOString(), machine, node: process.version, chromium, quick, seconds, lighthouseRuns, pages: routes.map((route) => ({ route, ...bytes.get(route), ...([...lighthouse.entries()].find(([url]) => new URL(url).pathname === route)?.[1] ?? {}) })), servers };
fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
log("wrote bench/results/latest.json");

if (process.argv.includes("--write")) {
  const targets = [
    "Targets: Lighthouse mobile performance 100 and accessibility 100 on every public route; at most 125 KB of gzipped JS on any first load;",
    "our prerendered `/` faster than nginx's default set-up (gzip on) serving the same file; a blog post at least half our `/` rate with p99 ≤ 100 ms;",
    "waitlist joins on PostgreSQL at least 25 % of a bare node:http server doing one INSERT per request; resident memory ≤ 256 MB (PostgreSQL), ≤ 600 MB (PGlite).",
  ].join("\n");
  fs.writeFileSync(path.join(root, "BENCHMARKS.md"), `# Benchmarks\n\n\`npm run bench\` (add \`-- --write\` to rewrite this file). ${targets}\n\n${report}`);
  log("wrote BENCHMARKS.md");
}
