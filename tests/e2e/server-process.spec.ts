import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, spawnServer } from "./support/spawn-server.ts";

/** How long a lock's lease lasts unrenewed (app/platform/db/data-dir-lock.server.ts). */
const LOCK_STALE_MS = 10_000;

/** Rewrites every lock file under `dataDir` (whatever its format) with `rewrite`. */
function rewriteLockFiles(dataDir: string, rewrite: (text: string) => string) {
  const lock = path.join(dataDir, "pglite.lock");
  const files = fs.statSync(lock).isDirectory() ? fs.readdirSync(lock).map((name) => path.join(lock, name)) : [lock];
  for (const file of files) fs.writeFileSync(file, rewrite(fs.readFileSync(file, "utf8")));
}

/** The number `pid` as a whole word replaced by `to`. */
const replacePid = (pid: number | undefined, to: string) => (text: string) => text.replaceAll(new RegExp(`\\b${pid}\\b`, "g"), to);

// The production server as a process: start-up, refusal, shutdown.
test.describe("server process", () => {
  let dataDir: string;
  const started: ReturnType<typeof spawnServer>[] = [];
  const start = (env: Record<string, string | undefined>, options: { cwd?: string } = {}) => {
    const server = spawnServer(env, options);
    started.push(server);
    return server;
  };
  test.beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-server-"));
  });
  test.afterEach(() => {
    // A server a failed test left running would hold its port and folder.
    for (const server of started.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("exits 0 within 5 s of SIGTERM, and a second server cannot open the same data folder", async () => {
    // Ports the system hands out: fixed ones clash with another run on the same machine.
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await first.ready(port);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    // One plain line: no log record, no stack.
    expect(second.output().trim()).toBe(`data directory ${path.join(dataDir, "pglite")} is in use by process ${first.child.pid} on host ${os.hostname()}`);

    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    // The lock is released: the folder opens again.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await again.ready(port);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  test("after a crash, a lock that names a live process (pid 1, as in a restarted container) keeps the next server down only until its lease expires", async () => {
    const port = await freePort();
    const crashed = start({ PORT: String(port), DATA_DIR: dataDir });
    await crashed.ready(port);
    crashed.child.kill("SIGKILL");
    await crashed.exited;
    // In a container the server is pid 1 on every start: the lock names a process that runs.
    rewriteLockFiles(dataDir, replacePid(crashed.child.pid, "1"));

    const startedAt = Date.now();
    const next = start({ PORT: String(port), DATA_DIR: dataDir });
    await next.ready(port);
    expect(Date.now() - startedAt).toBeLessThan(LOCK_STALE_MS + 15_000);
    expect(next.output()).toContain(
      `data directory ${path.join(dataDir, "pglite")} is locked by process 1 on host ${os.hostname()}, whose lease is not being renewed: taking it over in `,
    );
    expect(await next.stop()).toBe(0);
  });

  test("a second server that cannot see the first one's process (another container on the same volume) is refused", async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await first.ready(port);
    // What a server in another pid namespace finds: a pid that does not run here.
    rewriteLockFiles(dataDir, (text) => replacePid(first.child.pid, "4000000")(text).replaceAll(fs.readlinkSync("/proc/self/ns/pid"), "pid:[1]"));

    const secondPort = await freePort();
    const second = start({ PORT: String(secondPort), DATA_DIR: dataDir });
    expect(await Promise.race([second.exited, second.ready(secondPort).then(() => "serving too")])).toBe(1);
    expect(second.output().split("\n")).toContain(`data directory ${path.join(dataDir, "pglite")} is in use by process 4000000 on host ${os.hostname()}`);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  test("a server whose lock is taken over stops at once with one line and exit 1", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await server.ready(port);
    // Another process takes the lease over: it creates the next lease file.
    const lockDir = path.join(dataDir, "pglite.lock");
    const next = Math.max(...fs.readdirSync(lockDir).map(Number)) + 1;
    fs.writeFileSync(path.join(lockDir, String(next)), JSON.stringify({ owner: "other", pid: 4000000, host: "other-host", boot: "", pidNamespace: "" }));
    expect(await server.exited).toBe(1);
    expect(server.output().split("\n")).toContain(
      `data directory ${path.join(dataDir, "pglite")}: its lock was taken over by process 4000000 on host other-host; stopping so that two processes never write to it`,
    );
  });

  test("npm run dev on a data folder a server holds stops with the same one line, not a 500 page", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await server.ready(port);
    const devPort = await freePort();
    const dev = spawn(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(devPort), "--strictPort"], {
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL")), DATA_DIR: dataDir, ENV_FILE: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    dev.stdout.on("data", (chunk) => (output += chunk));
    dev.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => dev.on("exit", resolve));
    expect(code).toBe(1);
    expect(output.split("\n")).toContain(`data directory ${path.join(dataDir, "pglite")} is in use by process ${server.child.pid} on host ${os.hostname()}`);
    expect(output).not.toMatch(/\n\s+at /);
    expect(await server.stop()).toBe(0);
  });

  test("reads .env from the folder it starts in; a variable set in the environment wins over the file", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "droids-env-"));
    try {
      const [filePort, envPort] = [await freePort(), await freePort()];
      fs.writeFileSync(path.join(folder, ".env"), `# settings of this install\nPORT=${filePort}\nDATA_DIR="${dataDir}"\n`);
      const fromFile = start({ ENV_FILE: undefined, PORT: undefined, DATA_DIR: undefined }, { cwd: folder });
      await fromFile.ready(filePort);
      expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
      expect(await fromFile.stop()).toBe(0);

      const fromEnv = start({ ENV_FILE: undefined, PORT: String(envPort), DATA_DIR: undefined }, { cwd: folder });
      await fromEnv.ready(envPort);
      expect(await fromEnv.stop()).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test("a port another process listens on stops the server with one line and exit 1", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = start({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(`127.0.0.1 port ${port} is in use by another process: stop it, or set PORT to a free port`);
    } finally {
      holder.close();
    }
  });

  test("a PostgreSQL server that does not answer stops the server with one line and exit 1", async () => {
    const closed = await freePort();
    const server = start({ DATABASE_URL: `postgres://droids:secret@127.0.0.1:${closed}/droids`, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`cannot open the database: connect ECONNREFUSED 127.0.0.1:${closed}`);
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
      const bad = start({ DATA_DIR: dataDir, ...env });
      expect(await bad.exited).toBe(1);
      expect(bad.output().trim()).toBe(message);
    }
  });

  test("with Google credentials, Continue with Google goes to Google's consent screen", async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = start({
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
