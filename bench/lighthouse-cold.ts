/**
 * Cold Lighthouse on a few routes, for iterating on page weight without the
 * whole `npm run bench`: each run a fresh Chromium with an empty profile
 * (bench/lighthouse.ts), the worst of the runs per route.
 *
 *   npm run build && node bench/lighthouse-cold.ts / /blog /view-all
 *   node bench/lighthouse-cold.ts --runs 5 --scripts /blog/some-post
 *   node bench/lighthouse-cold.ts --all            (every public route, as npm run bench)
 *   node bench/lighthouse-cold.ts --base http://127.0.0.1:3000 /   (a server already running)
 *   node bench/lighthouse-cold.ts --json out.json /
 *   node bench/lighthouse-cold.ts http://127.0.0.1:3001/blog /blog   (full addresses too: compare two builds, runs taking turns)
 *
 * Without --base it starts the built server (build/) on a throwaway embedded
 * database with the sample content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publicRoutes } from "./routes.ts";
import { root, startServer } from "./lib.ts";
import { runLighthouse } from "./lighthouse.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    base: { type: "string" },
    all: { type: "boolean", default: false },
    /** Per route, the worst run's script boot-up, main-thread breakdown and long tasks. */
    scripts: { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const routes = values.all ? publicRoutes : positionals.length ? positionals : ["/"];
const runs = Number(values.runs);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-cold-"));
const server = values.base ? undefined : await startServer({ DATA_DIR: path.join(tmp, "data") }, root);
const base = values.base ?? server!.base;
try {
  console.error(`Lighthouse, cold: ${routes.length} route(s) × ${runs} run(s), a fresh browser each, against ${base}`);
  const results = await runLighthouse(
    routes.map((route) => (/^https?:/.test(route) ? route : `${base}${route}`)),
    runs,
  );
  const f0 = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "–");
  console.log(
    "| route | worst performance | worst TBT ms | worst main-thread ms | worst script boot-up ms | worst LCP ms | accessibility | runs (performance/TBT) |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [url, { worst, runs: each, scripts, breakdown, longTasks }] of results) {
    const route = url.startsWith(base) ? new URL(url).pathname : url;
    const perRun = each.map((run) => `${run.performance}/${f0(run.tbtMs)}`).join(", ");
    console.log(
      `| ${route} | ${worst.performance} | ${f0(worst.tbtMs)} | ${f0(worst.mainThreadMs)} | ${f0(worst.bootupMs)} | ${f0(worst.lcpMs)} | ${worst.accessibility} | ${perRun} |`,
    );
    if (values.scripts) {
      for (const script of scripts)
        console.log(`    ${f0(script.total)} ms (scripting ${f0(script.scripting)}, parse ${f0(script.parse)}) ${script.url.replace(base, "")}`);
      console.log(
        `    main thread: ${Object.entries(breakdown)
          .map(([group, ms]) => `${group} ${f0(ms)}`)
          .join(", ")}`,
      );
      for (const task of longTasks) console.log(`    long task at ${f0(task.startTime)} ms: ${f0(task.duration)} ms ${task.url.replace(base, "")}`);
    }
  }
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(Object.fromEntries(results), null, 2)}\n`);
} finally {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
