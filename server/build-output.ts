/**
 * Where builds go and which one may be served. `react-router build` writes
 * into `build.partial/` (react-router.config.ts); only when the client and
 * server bundles and every prerendered page are written does it put a
 * completion record in it (`complete.json`, holding a hash of the sources)
 * and swap it in as `build/`. So `build/` is always a whole build, a failed
 * or interrupted build leaves the previous one as it was, and `npm start`
 * (scripts/start.ts) and the server (server.ts) trust `build/` only with its
 * record, and `npm start` only when the record's hash matches the sources.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const buildDir = (root: string) => path.join(root, "build");
export const partialBuildDir = (root: string) => path.join(root, "build.partial");
const RECORD = "complete.json";

/** What a build is made from: a change to any of these makes `npm start` rebuild. */
export const buildSources = [
  "app",
  "public",
  "server",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/database-image.ts",
];

export interface CompleteBuild {
  /** sourcesFingerprint() of the sources it was built from. */
  sources: string;
  finishedAt: string;
}

/** A hash of the sources' paths and contents (not their mtimes: a checkout or copy changes those alone). */
export function sourcesFingerprint(root: string): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0${stat.size}\0`).update(fs.readFileSync(full)).update("\0");
  };
  for (const source of buildSources) add(source);
  return hash.digest("hex");
}

/** The completion record of `build/`, or undefined when `build/` is missing or not a whole build. */
export function readCompleteBuild(root: string): CompleteBuild | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(buildDir(root), RECORD), "utf8")) as CompleteBuild;
    return typeof record.sources === "string" ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Called when a build has written everything into `build.partial/`: records
 * it as complete and puts it in place of `build/` (renames only, so `build/`
 * is never half old and half new; the old build is removed afterwards).
 */
export function installBuild(root: string) {
  const partial = partialBuildDir(root);
  // The embedded database a new install starts from (scripts/database-image.ts), made in a process of its own.
  const image = spawnSync(process.execPath, [path.join(root, "scripts", "database-image.ts"), partial], { cwd: root, stdio: "inherit" });
  if (image.status !== 0) throw new Error(`writing the database image failed (exit ${image.status})`);
  const record: CompleteBuild = { sources: sourcesFingerprint(root), finishedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(partial, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  const current = buildDir(root);
  const old = `${current}.old-${process.pid}`;
  const hadOld = fs.existsSync(current);
  if (hadOld) fs.renameSync(current, old);
  fs.renameSync(partial, current);
  if (hadOld) fs.rmSync(old, { recursive: true, force: true });
}
