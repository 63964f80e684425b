import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** A secret for servers the tests start (production requires one). */
export const TEST_AUTH_SECRET = "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the production server (`node server.ts`) as a child process of the
 * test. A variable given as undefined is removed from the environment;
 * `nodeArgs` go to node before server.ts (e.g. `--import` of a test module).
 */
export function spawnServer(env: Record<string, string | undefined>, { nodeArgs = [], cwd }: { nodeArgs?: string[]; cwd?: string } = {}) {
  // No `.env` unless the test gives one (ENV_FILE, or a `cwd` holding one): a developer's own would change what is tested.
  const merged = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", BETTER_AUTH_SECRET: TEST_AUTH_SECRET, ENV_FILE: "", ...env };
  const child = spawn(process.execPath, [...nodeArgs, path.join(projectRoot, "server.ts")], {
    cwd,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Waits until /healthz answers 200, for up to `timeoutMs` (a fresh PGlite on a busy 2-core machine takes 20–45 s). */
    async ready(port: number, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited before it was ready:\n${output}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not become ready:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
