import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, spawnServer } from "./support/spawn-server.ts";

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
    // Ports the system hands out: fixed ones clash with another run on the same machine.
    const port = await freePort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    await first.ready(port);

    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
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
    const cases: [Record<string, string | undefined>, string][] = [
      [{ PORT: "not-a-port" }, 'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "not-a-port")'],
      [
        { BETTER_AUTH_SECRET: undefined },
        "Invalid environment variable BETTER_AUTH_SECRET: is required in production (at least 32 random characters, e.g. from `openssl rand -base64 32`)",
      ],
      [{ BETTER_AUTH_SECRET: "too-short" }, "Invalid environment variable BETTER_AUTH_SECRET: must be at least 32 characters long"],
      [{ PUBLIC_URL: "droids.example" }, 'Invalid environment variable PUBLIC_URL: must be an http(s) URL (got "droids.example")'],
      [
        { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" },
        "Invalid environment variable GOOGLE_CLIENT_SECRET: must be set together with the other Google variable (both or neither)",
      ],
    ];
    for (const [env, message] of cases) {
      const bad = spawnServer({ DATA_DIR: dataDir, ...env });
      expect(await bad.exited).toBe(1);
      expect(bad.output().trim()).toBe(message);
    }
  });

  test("with Google credentials, Continue with Google goes to Google's consent screen", async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      GOOGLE_CLIENT_ID: "1234-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "test-secret",
    });
    try {
      await server.ready(port);
      expect(await (await fetch(`${origin}/api/v1/session`)).json()).toEqual({ user: null, google: true });
      const response = await fetch(`${origin}/auth/google`, {
        method: "POST",
        redirect: "manual",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "redirectTo=%2Fenterprise",
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!);
      expect(location.origin).toBe("https://accounts.google.com");
      expect(location.searchParams.get("client_id")).toBe("1234-test.apps.googleusercontent.com");
      expect(location.searchParams.get("redirect_uri")).toBe(`${origin}/api/auth/callback/google`);
      expect(location.searchParams.get("state")).toBeTruthy();
      // The state is tied to this browser by a cookie.
      expect(response.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    } finally {
      await server.stop();
    }
  });
});
