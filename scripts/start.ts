/**
 * `npm start`: build the site when the build is missing or older than the
 * sources, then run the production server (which migrates the database).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build", "server", "index.js");
const sources = ["app", "public", "server", "server.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const built = fs.statSync(buildEntry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (built < changed) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "Building the site…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
// Run the server in this process, so that signals reach its shutdown handler.
await import("../server.ts");
