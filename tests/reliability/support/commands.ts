import { spawn } from "node:child_process";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

/**
 * Runs one of the project's commands (`npm run db:backup -- FILE` is
 * `node scripts/db-backup.ts FILE`) as a person would, from the project's
 * folder, with `env` over the test's environment, no `.env` and no
 * DATABASE_URL unless `env` gives one. Resolves with its exit code and what
 * it printed (stdout and stderr).
 */
export function runCommand(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(projectRoot, "scripts", script), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ENV_FILE: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
