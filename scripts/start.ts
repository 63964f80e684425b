/**
 * `npm start`: build the site when the build is missing or older than the
 * sources, then run the production server (which migrates the database).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Without BETTER_AUTH_SECRET, `npm start` keeps a random secret of its own
 * beside the embedded database ($DATA_DIR/auth-secret, made on first start),
 * so sessions survive restarts. Deployments set the variable instead.
 */
function localAuthSecret(): string {
  // The folder the server uses (config.server.ts: DATA_DIR, default ./data).
  const dir = path.resolve(process.env.DATA_DIR || "./data");
  const file = path.join(dir, "auth-secret");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

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
process.env.BETTER_AUTH_SECRET ||= localAuthSecret();
// Run the server in this process, so that signals reach its shutdown handler.
await import("../server.ts");
