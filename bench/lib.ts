/** Shared pieces of `npm run bench`: ports, the server process, memory, HTTP load. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, TEST_AUTH_SECRET } from "#tests/e2e/support/spawn-server.ts";

export const root = new URL("..", import.meta.url).pathname;

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

export interface BenchServer {
  base: string;
  pid: number;
  /** Process start to the first 200 from /healthz. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Starts the production server (`node server.ts` of the build in `cwd`) and times its cold start. */
export async function startServer(env: Record<string, string>, cwd = root): Promise<BenchServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server.ts"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      // What is measured is the settings given here, not a developer's `.env`.
      ENV_FILE: "",
      RATE_LIMIT_WAITLIST: "off",
      RATE_LIMIT_DEMO: "off",
      RATE_LIMIT_COMMENTS: "off",
      RATE_LIMIT_LIKES: "off",
      RATE_LIMIT_AUTH: "off",
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    base,
    pid: child.pid!,
    coldStartMs: performance.now() - started,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon at 50 connections: only 2xx answers count toward requests per second. */
export async function load(
  url: string,
  seconds: number,
  options: { method?: "GET" | "POST"; body?: () => string; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: options.headers,
    requests: [
      {
        method: options.method ?? "GET",
        ...(options.body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: options.body!() }) } : {}),
      },
    ],
  });
  return { rps: result["2xx"] / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** A request of a mixed load: a path, and for a POST a body made per request. */
export interface MixedRequest {
  /** The path, or a function giving each request its own. */
  path: string | (() => string);
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: () => string;
}

/**
 * autocannon at 50 connections, each cycling through `requests` in order
 * (a visitor's mix of page views and joins): what memory is measured after.
 */
export async function mixedLoad(base: string, seconds: number, requests: MixedRequest[]): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: requests.map(({ path, method = "GET", headers, body }) => ({
      method,
      headers,
      ...(typeof path === "string" ? { path } : {}),
      setupRequest: (prepared: autocannon.Request) => ({
        ...prepared,
        ...(typeof path === "string" ? {} : { path: path() }),
        ...(body ? { body: body() } : {}),
      }),
    })),
  });
  return { rps: result["2xx"] / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** The median of the measured values; a run that could not measure a metric (NaN) is left out. */
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Puts `report` (a Markdown section starting with its own "## " heading) in
 * BENCHMARKS.md in place of the section with that heading, up to the next
 * "## " heading, or at the end when there is none yet.
 */
export function replaceBenchmarkSection(report: string) {
  const file = path.join(root, "BENCHMARKS.md");
  const current = fs.readFileSync(file, "utf8");
  const heading = report.slice(0, report.indexOf("\n"));
  const at = current.indexOf(`${heading}\n`);
  if (at < 0) return fs.writeFileSync(file, `${current.trimEnd()}\n\n${report.trimEnd()}\n`);
  const next = current.indexOf("\n## ", at + heading.length);
  fs.writeFileSync(file, `${current.slice(0, at)}${report.trimEnd()}\n${next < 0 ? "" : current.slice(next)}`);
}
