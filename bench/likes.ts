/**
 * `node bench/likes.ts [--root DIR] [--seconds N] [--no-js]`: post views
 * per second while visitors like a post ten times a second, against the
 * production server on the embedded database (run `react-router build`
 * first). Each like comes from a new visitor (no cookie) at an address of
 * its own, sent by a process of its own, as a browser with JavaScript sends
 * it (`--no-js`: as a form, answered with the whole page); the views
 * are anonymous, at 50 connections (autocannon). Three loads: the liked
 * post without likes, the liked post with likes, another post with likes.
 * `--root` measures another build of the site (e.g. the code before a
 * change, in a worktree of its own) with this script.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { samplePosts } from "#app/content/blog/sample-posts.ts";
import { load, type LoadResult, root, startServer } from "./lib.ts";

const LIKES_PER_SECOND = 10;
const arg = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};

if (process.argv[2] === "--liker") {
  // The liking process: ten likes a second until stopped, then how many were answered 2xx.
  const [base, slug, noJs] = process.argv.slice(3) as [string, string, string];
  let sent = 0;
  let ok = 0;
  const timer = setInterval(() => {
    const n = sent++;
    void fetch(`${base}/blog/${slug}${noJs === "true" ? "" : ".data"}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.77.${(n >> 8) & 255}.${n & 255}` },
      body: "intent=like",
      redirect: "manual",
    }).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.ok) ok++;
      },
      () => {},
    );
  }, 1000 / LIKES_PER_SECOND);
  process.once("SIGTERM", () => {
    clearInterval(timer);
    console.log(JSON.stringify({ sent, ok }));
    process.exit(0);
  });
} else {
  const cwd = path.resolve(arg("--root") ?? root);
  const seconds = Number(arg("--seconds") ?? 10);
  const noJs = process.argv.includes("--no-js");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-likes-"));
  const server = await startServer({ DATA_DIR: path.join(tmp, "data") }, cwd);
  const [liked, other] = [samplePosts[0]!.slug, samplePosts[1]!.slug];
  const view = (slug: string) => load(`${server.base}/blog/${slug}`, seconds);

  try {
    await view(liked); // warm-up: the first render, the JIT
    const rows: [string, LoadResult & { likes?: { sent: number; ok: number } }][] = [];
    rows.push(["the liked post, no likes", await view(liked)]);
    for (const [label, slug] of [
      ["the liked post, 10 likes/s", liked],
      ["another post, 10 likes/s", other],
    ] as const) {
      // A process of its own likes the liked post while this one reads.
      const liker = spawn(process.execPath, [import.meta.filename, "--liker", server.base, liked, String(noJs)], { stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      liker.stdout.on("data", (chunk) => (output += chunk));
      const exited = new Promise((resolve) => liker.once("exit", resolve));
      const result = await view(slug);
      liker.kill("SIGTERM");
      await exited;
      rows.push([label, { ...result, likes: JSON.parse(output) }]);
    }
    console.log(
      `post views per second on PGlite, ${seconds} s each, likes ${noJs ? "as forms" : "as with JavaScript"}, build in ${cwd}\n\n| load | views/s | p50 ms | p99 ms | non-2xx | likes sent / 2xx |\n|---|---|---|---|---|---|`,
    );
    for (const [label, { rps, p50, p99, errors, likes }] of rows) {
      console.log(`| ${label} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${errors} | ${likes ? `${likes.sent} / ${likes.ok}` : "–"} |`);
    }
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
