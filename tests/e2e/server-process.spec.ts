import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The production server as a process: start-up, refusal, shutdown.
/** Ports of their own for each parallel worker. */
function portsForThisWorker() {
  let next = 3300 + test.info().parallelIndex * 10;
  return () => next++;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error("server exited before it was ready");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become ready");
}

test.describe("server process", () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-server-"));
  });
  test.afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("exits 0 within 5 s of SIGTERM, and a second server cannot open the same data folder", async () => {
    const nextPort = portsForThisWorker();
    const port = nextPort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(port, first.child);

    const second = startServer({ PORT: String(nextPort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `data directory ${path.join(dataDir, "pglite")} is in use by process ${first.child.pid}`,
    );

    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    // The lock is released: the folder opens again, with its data.
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(port, again.child);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  test("refuses a bad setting with one line naming the variable", async () => {
    const bad = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "not-a-port")');
  });
});
