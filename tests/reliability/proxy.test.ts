import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrationLevelOf } from "#app/platform/db/backup.server.ts";
import { freePort, spawnServer } from "#tests/e2e/support/spawn-server.ts";
import { nginxBinary } from "../../bench/nginx.ts";
import { ADMIN, createStore, driver, signUp, type Store, altcha } from "./support/server.ts";

/**
 * deploy/: nginx (Debian's package, installed when missing) with the
 * project's own site file, in front of two servers on one PostgreSQL, as
 * deploy/droids@.service runs them (TRUST_PROXY=1). Several servers need
 * PostgreSQL: the embedded database belongs to one process.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/** deploy/nginx-droids.conf as an operator installs it, pointed at these ports, in a folder of its own. */
function startNginx(port: number, upstreams: [number, number]): { base: string; process: ChildProcess; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-nginx-"));
  const proxyConf = path.join(dir, "droids-proxy.conf");
  fs.copyFileSync(path.join(projectRoot, "deploy", "nginx-droids-proxy.conf"), proxyConf);
  const site = fs
    .readFileSync(path.join(projectRoot, "deploy", "nginx-droids.conf"), "utf8")
    .replace("server 127.0.0.1:3001", `server 127.0.0.1:${upstreams[0]}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${upstreams[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("listen [::]:80;", "")
    .replaceAll("/etc/nginx/droids-proxy.conf", proxyConf);
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `user root;
worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const binary = nginxBinary();
  execFileSync(binary, ["-t", "-q", "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  return { base: `http://127.0.0.1:${port}`, process: child, dir };
}

interface AppServer {
  port: number;
  metricsPort: number;
  stop(): Promise<number | null>;
}

async function startApp(store: Store, port: number, metricsPort: number): Promise<AppServer> {
  const server = spawnServer({
    ...store.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    METRICS_PORT: String(metricsPort),
    RATE_LIMIT_WAITLIST: "off",
    RATE_LIMIT_COMMENTS: "off",
    RATE_LIMIT_AUTH: "off",
    RATE_LIMIT_DEMO: "3/10m",
    ADMIN_EMAILS: ADMIN.email,
    LOG_LEVEL: "error",
  });
  await server.ready(port);
  return { port, metricsPort, stop: server.stop };
}

/** A counter's value on one server, by its labels as Prometheus writes them. */
async function counter(server: AppServer, series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

const joinBody = async (email: string) =>
  JSON.stringify({ altcha: await altcha(), name: "Proxy Join", email, company: "", phone: "", teamSize: "", timeSlot: "", message: "" });
const join = async (base: string, email: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v1/waitlist`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: await joinBody(email) });
const JOINS = 'droids_http_requests_total{route="/api/v1/waitlist",method="POST",status_class="2xx"}';

describe.runIf(driver === "postgres")("nginx in front of two servers on one PostgreSQL (deploy/)", () => {
  let store: Store;
  let servers: AppServer[] = [];
  let nginx: ReturnType<typeof startNginx>;
  let base: string;
  let ports: [number, number];
  let metricsPorts: [number, number];

  beforeAll(async () => {
    store = await createStore();
    ports = [await freePort(), await freePort()];
    metricsPorts = [await freePort(), await freePort()];
    // Both at once on the new, empty database: each migration must be applied once.
    servers = await Promise.all([startApp(store, ports[0], metricsPorts[0]), startApp(store, ports[1], metricsPorts[1])]);
    nginx = startNginx(await freePort(), ports);
    base = nginx.base;
    await vi.waitFor(async () => expect((await fetch(`${base}/healthz`)).status).toBe(200), { timeout: 10_000 });
  }, 120_000);
  afterAll(async () => {
    nginx?.process.kill("SIGQUIT");
    for (const server of servers) await server.stop();
    await store?.drop();
    if (nginx) fs.rmSync(nginx.dir, { recursive: true, force: true });
  });

  it("applies each migration once though both servers started at once", async () => {
    const rows = await store.query<{ count: number; distinct: number }>(
      "select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
    );
    const { count } = migrationLevelOf(path.join(projectRoot, "app", "platform", "db", "migrations"));
    expect(rows[0]).toEqual({ count, distinct: count });
  });

  it("spreads joins over both servers and loses none", async () => {
    const before = await Promise.all(servers.map((server) => counter(server, JOINS)));
    const emails = Array.from({ length: 200 }, (_, index) => `spread-${index}@example.com`);
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < emails.length) statuses.push((await join(base, emails[next++]!)).status);
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const served = (await Promise.all(servers.map((server) => counter(server, JOINS)))).map((value, index) => value - before[index]!);
    expect(served[0]! + served[1]!).toBe(200);
    expect(Math.min(...served)).toBeGreaterThan(20);
    const [row] = await store.query<{ count: number }>("select count(*)::int as count from waitlist_entries where email like 'spread-%'");
    expect(row!.count).toBe(200);
  });

  it("the live feed reaches an admin connected through the proxy, from a join served by the other server", async () => {
    const cookie = await signUp(`http://127.0.0.1:${ports[0]}`, ADMIN);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let heard = "";
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        heard += value;
      }
    })();
    await vi.waitFor(() => expect(heard).toContain(": connected"));
    // The server that holds the stream, and the other one.
    const holding = (await Promise.all(servers.map((server) => counter(server, "droids_feed_streams")))).indexOf(1);
    expect(holding).toBeGreaterThanOrEqual(0);
    const other = servers[1 - holding]!;
    expect((await join(`http://127.0.0.1:${other.port}`, "feed-across@example.com")).status).toBe(200);
    await vi.waitFor(() => expect(heard).toMatch(/event: waitlist\.joined\n[^]*feed-across@example\.com/), { timeout: 10_000 });
    controller.abort();
    await reading;
  });

  it("a comment sent through one server shows on the other", async () => {
    const blog = await (await fetch(`http://127.0.0.1:${ports[0]}/blog`)).text();
    const slug = [...blog.matchAll(/href="\/blog\/([\w-]+)"/g)].map((match) => match[1]!).find((found) => found !== "create")!;
    const sent = await fetch(`http://127.0.0.1:${ports[0]}/blog/${slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "comment", authorName: "Across Servers", content: "Written on one, read on the other.", altcha: await altcha() }),
      redirect: "manual",
    });
    expect(sent.status).toBeLessThan(400);
    const page = await (await fetch(`http://127.0.0.1:${ports[1]}/blog/${slug}`)).text();
    expect(page).toContain("Written on one, read on the other.");
  });

  it("the client's address reaches the rate limiter (TRUST_PROXY=1): a forged X-Forwarded-For changes nothing", async () => {
    const statuses = [];
    for (let index = 0; index < 4; index++) {
      const response = await fetch(`${base}/api/v1/demo-requests`, {
        method: "POST",
        // Each request claims another address; nginx appends the one it saw, which the servers believe.
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${index}` },
        body: JSON.stringify({
          altcha: await altcha(),
          name: "Rate Limited",
          email: `limited-${index}@example.com`,
          company: "Acme",
          teamSize: "1-10",
          timeSlot: "morning",
          message: "",
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("restarting the servers one after the other under a steady load fails no request", async () => {
    const blog = await (await fetch(`${base}/blog`)).text();
    const slug = [...blog.matchAll(/href="\/blog\/([\w-]+)"/g)].map((match) => match[1]!).find((found) => found !== "create")!;
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let requests = 0;
    let stop = false;
    let sent = 0;
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        while (!stop) {
          requests++;
          try {
            if (client % 2) {
              const email = `rolling-${sent++}@example.com`;
              const response = await join(base, email);
              if (response.status === 200) acknowledged.push(email);
              else failures.push(`join ${response.status}`);
              await response.text();
            } else {
              const response = await fetch(`${base}/blog/${slug}`, { headers: { cookie: `visitor=${client}` } });
              const text = await response.text();
              if (response.status !== 200 || !text.includes("</html>")) failures.push(`page ${response.status}`);
            }
          } catch (error) {
            failures.push(`network: ${(error as Error).message}`);
          }
        }
      }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
    await settle();
    for (const index of [0, 1]) {
      expect(await servers[index]!.stop()).toBe(0);
      await settle();
      servers[index] = await startApp(store, ports[index]!, metricsPorts[index]!);
      await settle();
    }
    stop = true;
    await load;
    console.log(`rolling restart: ${requests} requests, ${failures.length} failed, ${acknowledged.length} joins`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    const [row] = await store.query<{ count: number }>("select count(*)::int as count from waitlist_entries where email like 'rolling-%'");
    expect(row!.count).toBe(acknowledged.length);
  }, 120_000);
});
