import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { portsFor, spawnServer } from "./support/spawn-server.ts";

// The production server as a process: start-up, refusal, shutdown.
test.describe("server process", () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-server-"));
  });
  test.afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("exits 0 within 5 s of SIGTERM, and a second server cannot open the same data folder", async () => {
    const nextPort = portsFor(test.info().parallelIndex, 3300);
    const port = nextPort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    await first.ready(port);

    const second = spawnServer({ PORT: String(nextPort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `data directory ${path.join(dataDir, "pglite")} is in use by process ${first.child.pid}`,
    );

    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    // The lock is released: the folder opens again.
    const again = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    await again.ready(port);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  test("refuses a bad setting with one line naming the variable", async () => {
    const bad = spawnServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "not-a-port")');
  });
});
