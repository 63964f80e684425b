/**
 * `npm start`: build the site unless build/ is a complete build of the
 * sources as they are, then run the production server (which migrates the
 * database). A failed build serves nothing and leaves build/ as it was.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { partialBuildDir, readCompleteBuild, sourcesFingerprint } from "../server/build-output.ts";
import { loadEnvFile } from "../server/start-up.ts";

const root = path.resolve(import.meta.dirname, "..");
// `.env` in the folder npm start runs from, the project's (the environment wins): DATA_DIR below may come from it.
loadEnvFile();

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

// Serve build/ only when it is a complete build of the sources as they are now (server/build-output.ts).
const current = readCompleteBuild(root);
if (current?.sources !== sourcesFingerprint(root)) {
  console.log(current ? "Sources changed since the last build: rebuilding…" : "Building the site…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    fs.rmSync(partialBuildDir(root), { recursive: true, force: true });
    console.error(`The build failed: nothing is served.${current ? " The last complete build is still in build/." : ""}`);
    process.exit(result.status || 1);
  }
}

process.env.NODE_ENV ??= "production";
process.env.BETTER_AUTH_SECRET ||= localAuthSecret();
// Run the server in this process, so that signals reach its shutdown handler.
await import("../server.ts");
