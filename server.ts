/**
 * The HTTP entry point: `node server.ts` (Node 24 runs TypeScript directly).
 * It applies the process's memory settings (server/memory-settings.ts),
 * then loads the built server bundle (`npm run build`), which validates
 * the configuration, opens and migrates the database and serves the built
 * site: see server/main.ts and docs/decisions/0013-load-context.md.
 */
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readCompleteBuild } from "./server/build-output.ts";
import type * as ServerBundle from "./server/main.ts";
import { withMemorySettings } from "./server/memory-settings.ts";
import { loadEnvFile } from "./server/start-up.ts";

// First of all: `.env` (the environment wins), then may run this process again with its memory settings.
loadEnvFile();
withMemorySettings();
const startedAt = performance.now();
// V8's compiled code for the bundle and its packages, kept between starts (in the system's temporary folder,
// keyed by Node's version and each file's content): a restart compiles ~0.2 s less. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.();
// Never serve a build that did not finish (server/build-output.ts).
if (!readCompleteBuild(import.meta.dirname)) {
  console.error("build/ is not a complete build (it has no build/complete.json): run `npm run build` or `npm start`.");
  process.exit(1);
}
const bundle = pathToFileURL(path.join(import.meta.dirname, "build", "server", "index.js")).href;
const { startServer } = (await import(bundle)) as typeof ServerBundle;
await startServer({ rootDir: import.meta.dirname, startedAt });
