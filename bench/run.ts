/**
 * `npm run bench`: builds, then measures the production server on the
 * embedded database (and on PostgreSQL when BENCH_DATABASE_URL is set):
 * Lighthouse (mobile, 3 cold runs each in a fresh browser, the worst run
 * reported; bench/lighthouse.ts) and first-load bytes for every public
 * route, throughput against nginx and a raw insert loop, cold start and
 * memory. Prints Markdown, writes bench/results/latest.json; `--write` also
 * writes BENCHMARKS.md. BENCH_QUICK=1: one Lighthouse run, 2-second loads.
 * `--scale`: the waitlist at 10k / 100k / 1M entries instead (bench/scale.ts).
 * `--backup`: backups and restores of 100,000 entries instead (bench/backup.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import type { DatabaseOptions } from "#app/platform/db/client.server.ts";
import { firstLoads, type AssetsManifest } from "../scripts/budgets.ts";
import { chromiumVersion, runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { benchPost, publicRoutes } from "./routes.ts";
import { addImagePost, imagePostSlug, type ImagePostFigures } from "./image-post.ts";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { load, type LoadResult, type MixedRequest, mixedLoad, root, rssMb, startServer } from "./lib.ts";
import { startNginx } from "./nginx.ts";

const quick = process.env.BENCH_QUICK === "1";
/** Each load's length, and how many times the loads compared in a row take turns. */
const seconds = quick ? 2 : 5;
const rounds = quick ? 1 : 3;
/** The visitor mix that memory is measured after (twice: what stays resident must not grow). */
const mixedSeconds = quick ? 3 : 15;
const lighthouseRuns = quick ? 1 : 3;
const started = Date.now();
const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

if (!process.argv.includes("--no-build")) {
  log("building");
  const build = spawnSync("npx", ["--no-install", "react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --- The waitlist at a million (bench/scale.ts): a run of its own.
if (process.argv.includes("--scale")) {
  await import("./scale.ts");
  process.exit(0);
}

// --- Backups of 100,000 entries (bench/backup.ts): a run of its own.
if (process.argv.includes("--backup")) {
  await import("./backup.ts");
  process.exit(0);
}

// --- Every public route, one blog post and one author page, and a post with three uploaded photos (bench/image-post.ts).
const post = benchPost;
const routes = [...publicRoutes, `/blog/${imagePostSlug}`];
const pattern = (route: string) => route.replace(/^\/blog\/[^/]+$/, "/blog/:slug").replace(/^\/author\/[^/]+$/, "/author/:id");

// --- First-load bytes, from the build's manifest (gzip level 9, as the budget check).
const clientDir = path.join(root, "build", "client");
const { assets } = (await import(path.join(root, "build", "server", "index.js"))) as { assets: AssetsManifest };
const loads = new Map(firstLoads(assets).map((entry) => [entry.path, entry]));
const gz = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length, 0);
const bytes = new Map(
  routes.map((route) => {
    const entry = loads.get(pattern(route))!;
    return [route, { jsKb: gz(entry.js) / 1024, cssKb: gz(entry.css) / 1024 }];
  }),
);

interface ServerFigures {
  coldStartMs: number;
  rssAfterStartMb: number;
  /** After the first and the second mixed load: equal when nothing grows. */
  rssAfterMixedMb: [number, number];
  mixed: LoadResult;
  home: LoadResult;
  nginxHome: LoadResult;
  nginxStaticHome: LoadResult;
  blogPost: LoadResult;
  waitlistPost: LoadResult;
  rawInsert: LoadResult;
}

/** Distinct e-mails for POST loads: one counter for the whole run, so that no round repeats an earlier round's addresses. */
let joinCount = 0;
function joinBodies(prefix: string) {
  return () => JSON.stringify({ name: "Bench", email: `${prefix}-${process.pid}-${joinCount++}@example.com` });
}

/** bench/bare-insert-server.ts on the same kind of database: the write limit of an HTTP request here. */
async function startBareInsertServer(options: DatabaseOptions) {
  const port = await freePort();
  const env = "url" in options ? { BENCH_DATABASE_URL: options.url } : { BENCH_DATA_DIR: (options as { dataDir: string }).dataDir };
  const child = spawn(process.execPath, ["bench/bare-insert-server.ts"], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare insert server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Loads each target in turn, `rounds` times over (A B C A B C …), so that
 * what the machine does meanwhile weighs on all alike; the median round of
 * each target is reported.
 */
async function alternate<K extends string>(label: string, targets: Record<K, () => Promise<LoadResult>>): Promise<Record<K, LoadResult>> {
  const results = Object.fromEntries(Object.keys(targets).map((key) => [key, [] as LoadResult[]])) as Record<K, LoadResult[]>;
  for (let round = 1; round <= rounds; round++) {
    for (const [key, run] of Object.entries(targets) as [K, () => Promise<LoadResult>][]) {
      log(`${label}: ${key} (round ${round} of ${rounds})`);
      results[key].push(await run());
    }
  }
  const middle = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
  return Object.fromEntries(Object.entries(results).map(([key, runs]) => [key, middle(runs as LoadResult[])])) as Record<K, LoadResult>;
}

const gzip = { "accept-encoding": "gzip" };
const json = { "content-type": "application/json" };
let lighthouse = new Map<string, LighthouseResult>();

async function measure(label: string, env: Record<string, string>, bareOptions: DatabaseOptions, withPages: boolean): Promise<ServerFigures> {
  log(`${label}: cold start`);
  const server = await startServer(env);
  const rssAfterStartMb = rssMb(server.pid);
  const nginx = await startNginx(clientDir, await freePort(), { gzipStatic: false });
  const nginxStatic = await startNginx(clientDir, await freePort(), { gzipStatic: true });
  const bare = await startBareInsertServer(bareOptions);
  try {
    if (withPages) {
      log(`${label}: Lighthouse on ${routes.length} routes × ${lighthouseRuns}`);
      const measured = await runLighthouse(
        routes.map((route) => `${server.base}${route}`),
        lighthouseRuns,
        (url, { worst }) => log(`  ${new URL(url).pathname}: worst run performance ${worst.performance}, TBT ${worst.tbtMs.toFixed(0)} ms`),
      );
      lighthouse = new Map([...measured].map(([url, samples]) => [url, samples.worst]));
    }
    for (const base of [server.base, nginx.base, nginxStatic.base]) {
      for (let i = 0; i < 20; i++) await (await fetch(`${base}/`, { headers: gzip })).arrayBuffer();
    }
    await (await fetch(`${server.base}/blog/${post.slug}`, { headers: gzip })).arrayBuffer();
    const pages = await alternate(label, {
      "GET / (ours)": () => load(`${server.base}/`, seconds, { headers: gzip }),
      "GET / (nginx, gzip on)": () => load(`${nginx.base}/`, seconds, { headers: gzip }),
      "GET / (nginx, gzip_static)": () => load(`${nginxStatic.base}/`, seconds, { headers: gzip }),
      "GET a post": () => load(`${server.base}/blog/${post.slug}`, seconds, { headers: gzip }),
    });
    const joins = await alternate(label, {
      "POST /api/v1/waitlist": () => load(`${server.base}/api/v1/waitlist`, seconds, { method: "POST", headers: json, body: joinBodies("bench") }),
      "bare INSERT server": () => load(`${bare.base}/`, seconds, { method: "POST", headers: json, body: joinBodies("bare") }),
    });
    // What a visitor mix leaves resident: pages, a rendered search, the blog, joins.
    let searches = 0;
    const mix: MixedRequest[] = [
      { path: "/", headers: gzip },
      { path: `/blog/${post.slug}`, headers: gzip },
      { path: "/blog", headers: gzip },
      { path: "/api/v1/waitlist", method: "POST", headers: json, body: joinBodies("mixed") },
      { path: "/enterprise", headers: gzip },
      { path: () => `/blog?q=${searches++ % 500}`, headers: gzip },
    ];
    log(`${label}: mixed load, ${mixedSeconds} s`);
    const mixed = await mixedLoad(server.base, mixedSeconds, mix);
    const firstMixedMb = rssMb(server.pid);
    log(`${label}: mixed load again, ${mixedSeconds} s`);
    await mixedLoad(server.base, mixedSeconds, mix);
    const secondMixedMb = rssMb(server.pid);
    return {
      coldStartMs: server.coldStartMs,
      rssAfterStartMb,
      rssAfterMixedMb: [firstMixedMb, secondMixedMb],
      mixed,
      home: pages["GET / (ours)"],
      nginxHome: pages["GET / (nginx, gzip on)"],
      nginxStaticHome: pages["GET / (nginx, gzip_static)"],
      blogPost: pages["GET a post"],
      waitlistPost: joins["POST /api/v1/waitlist"],
      rawInsert: joins["bare INSERT server"],
    };
  } finally {
    await Promise.all([server.stop(), nginx.stop(), nginxStatic.stop(), bare.stop()].map((stopped) => stopped.catch(() => undefined)));
  }
}

const servers: Record<string, ServerFigures> = {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
let imagePost: ImagePostFigures | undefined;
try {
  log("a post with three uploaded photos");
  imagePost = await addImagePost(path.join(tmp, "pglite-data"));
  servers.PGlite = await measure("PGlite", { DATA_DIR: path.join(tmp, "pglite-data") }, { dataDir: path.join(tmp, "bare-pglite") }, true);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const admin = new pg.Client(url);
    await admin.connect();
    for (const name of ["droids_bench", "droids_bench_bare"]) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    const databaseUrl = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    try {
      servers.PostgreSQL = await measure(
        "PostgreSQL",
        { DATA_DIR: path.join(tmp, "pg-data"), DATABASE_URL: databaseUrl("droids_bench") },
        { url: databaseUrl("droids_bench_bare") },
        false,
      );
    } finally {
      for (const name of ["droids_bench", "droids_bench_bare"]) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
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
  const cells = page
    ? [
        page.performance,
        page.accessibility,
        page.bestPractices,
        page.seo,
        f0(page.lcpMs),
        f0(page.tbtMs),
        page.cls.toFixed(3),
        f0(page.mainThreadMs),
        f0(page.bootupMs),
      ]
    : Array(9).fill("–");
  return `| ${route} | ${cells.join(" | ")} | ${f1(size.jsKb)} | ${f1(size.cssKb)} |`;
});
const pageTable = [
  `| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | main-thread ms | script boot-up ms | JS gzip KB | CSS files gzip KB (the stylesheet is inline) |`,
  `|---|---|---|---|---|---|---|---|---|---|---|---|`,
  ...pageRows,
].join("\n");

const loadCell = (result: LoadResult) =>
  `${f0(result.rps)} req/s · p50 ${f1(result.p50)} ms · p99 ${f1(result.p99)} ms${result.errors ? ` · ${result.errors} errors` : ""}`;
const names = Object.keys(servers);
const mark = (met: boolean) => (met ? "✔" : "✘");
/** A row: what it measures, its target (empty for the figures ratios are made of), and each server's cell. */
const serverRow = (label: string, target: string, cell: (figures: ServerFigures, name: string) => string) =>
  `| ${label} | ${target} | ${names.map((name) => cell(servers[name]!, name)).join(" | ")} |`;
const ratio = (value: number, target: number) => `**${value.toFixed(2)}** ${mark(value >= target)}`;
const memoryLimit: Record<string, number> = { PGlite: 600, PostgreSQL: 256 };
const serverTable = [
  `| measure | target | ${names.join(" | ")} |`,
  `|---|---|${names.map(() => "---").join("|")}|`,
  serverRow("GET / (prerendered), our server", "", (figures) => loadCell(figures.home)),
  serverRow("GET / , nginx (2 workers, sendfile, `gzip on`), same files", "", (figures) => loadCell(figures.nginxHome)),
  serverRow("GET / , nginx with `gzip_static on` (precompressed files)", "", (figures) => loadCell(figures.nginxStaticHome)),
  serverRow("ratio ours / nginx `gzip on`", "≥ 1.00", (figures) => ratio(figures.home.rps / figures.nginxHome.rps, 1)),
  serverRow("ratio ours / nginx `gzip_static`", "", (figures) => (figures.home.rps / figures.nginxStaticHome.rps).toFixed(2)),
  serverRow(`GET /blog/${post.slug}`, "p99 ≤ 100 ms", (figures) => `${loadCell(figures.blogPost)} ${mark(figures.blogPost.p99 <= 100)}`),
  serverRow("ratio post / our `/`", "≥ 0.50", (figures) => ratio(figures.blogPost.rps / figures.home.rps, 0.5)),
  serverRow("POST /api/v1/waitlist (distinct e-mails)", "", (figures) => loadCell(figures.waitlistPost)),
  serverRow("the same joins on a bare node:http server, one INSERT … ON CONFLICT each (bench/bare-insert-server.ts)", "", (figures) =>
    loadCell(figures.rawInsert),
  ),
  serverRow("ratio joins / bare server", "≥ 0.25 (PostgreSQL)", (figures, name) => {
    const value = figures.waitlistPost.rps / figures.rawInsert.rps;
    return name === "PostgreSQL" ? ratio(value, 0.25) : value.toFixed(2);
  }),
  serverRow("cold start (spawn → /healthz 200)", "", (figures) => `${f0(figures.coldStartMs)} ms`),
  serverRow("resident memory after start", "", (figures) => `${f0(figures.rssAfterStartMb)} MB`),
  serverRow(`mixed load (/, a post, /blog, a join, /enterprise, a search; ${mixedSeconds} s)`, "", (figures) => loadCell(figures.mixed)),
  serverRow(
    `resident memory after ${mixedSeconds} s of mixed load`,
    "≤ 256 MB (PostgreSQL), ≤ 600 MB (PGlite)",
    (figures, name) => `**${f0(figures.rssAfterMixedMb[0])} MB** ${mark(figures.rssAfterMixedMb[0] <= memoryLimit[name]!)}`,
  ),
  serverRow(`… after ${mixedSeconds} s more`, "no growth", (figures) => `${f0(figures.rssAfterMixedMb[1])} MB`),
].join("\n");

const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`;
const chromium = await chromiumVersion().catch(() => "unknown");
const header = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; Node ${process.version}, ${chromium}.`,
  `Lighthouse 13, mobile preset (simulated throttling), ${lighthouseRuns} cold run${lighthouseRuns > 1 ? "s" : ""} per page, each in a newly launched Chromium with an empty profile; each figure is the page's worst run (lowest score, highest time), on the PGlite server.`,
  `Loads: autocannon, 50 connections, ${seconds} s each${quick ? " (BENCH_QUICK)" : ""}; the loads compared in a ratio take turns ${rounds} time${rounds > 1 ? "s" : ""} over in one run (A B C A B C …) and each figure is the median turn.`,
  "Reproduce: `npm run bench` (PGlite column), `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench` (both columns).",
].join("\n");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const imageTable = imagePost
  ? [
      `A ${imagePost.cover.megapixels}-megapixel photo (a ${kb(imagePost.cover.uploadBytes)} JPEG) as the cover of \`/blog/${imagePost.slug}\`: processed and kept in **${f0(imagePost.cover.processMs)} ms** (type read, EXIF dropped, ${imagePost.cover.files} files: each width in AVIF and JPEG), **${kb(imagePost.cover.storedBytes)}** stored.`,
      "",
      "| window | pixel density | width loaded | AVIF | JPEG (fallback) |",
      "|---|---|---|---|---|",
      ...imagePost.served.map((row) => `| ${row.viewport} px | ${row.dpr}× | ${row.width} px | ${kb(row.avifBytes)} | ${kb(row.fallbackBytes)} |`),
    ].join("\n")
  : "";
const report = `${header}\n\n${pageTable}\n\n${imageTable}\n\n${serverTable}\n`;
console.log(`\n${report}`);

const results = {
  date: new Date().toISOString(),
  machine,
  node: process.version,
  chromium,
  quick,
  seconds,
  rounds,
  mixedSeconds,
  lighthouseRuns,
  pages: routes.map((route) => ({ route, ...bytes.get(route), ...([...lighthouse.entries()].find(([url]) => new URL(url).pathname === route)?.[1] ?? {}) })),
  servers,
  imagePost,
};
fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
log("wrote bench/results/latest.json");

if (process.argv.includes("--write")) {
  const targets = [
    "Targets: in every cold Lighthouse run (mobile), performance ≥ 99, total blocking time ≤ 50 ms and accessibility 100 on every public route; at most 125 KB of gzipped JS on any first load;",
    "our prerendered `/` faster than nginx's default set-up (gzip on) serving the same file; a blog post at least half our `/` rate with p99 ≤ 100 ms;",
    "waitlist joins on PostgreSQL at least 25 % of a bare node:http server doing one INSERT per request; resident memory ≤ 256 MB (PostgreSQL), ≤ 600 MB (PGlite).",
  ].join("\n");
  // The scale and backup benches' sections (`npm run bench -- --scale --write`, `-- --backup --write`) stay as they were.
  const file = path.join(root, "BENCHMARKS.md");
  const scaleSection = /\n## A million on the list[\s\S]*$/.exec(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")?.[0] ?? "";
  fs.writeFileSync(file, `# Benchmarks\n\n\`npm run bench\` (add \`-- --write\` to rewrite this file). ${targets}\n\n${report}${scaleSection}`);
  log("wrote BENCHMARKS.md");
}
