/**
 * Lighthouse 13 with its default (mobile, simulated throttling) settings, in
 * the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), the way a
 * first visit happens and the CLI runs it: every run in a browser of its own,
 * launched for that run with a new, empty profile (no HTTP cache, no compiled
 * code cache, no service of an earlier run). Each page's figure is its WORST
 * run (lowest scores, highest times), not the median: the target is that
 * every cold run passes.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { chromiumFlags, systemChromium } from "#tests/e2e/support/system-chromium.ts";

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown, throttled ms). */
  mainThreadMs: number;
  /** Script evaluation, parse and compile (Lighthouse's bootup-time, throttled ms). */
  bootupMs: number;
}

export interface LighthouseSamples {
  /** The worst of the runs, metric by metric. */
  worst: LighthouseResult;
  runs: LighthouseResult[];
  /** The worst run's per-script boot-up (url → ms), for finding what to trim. */
  scripts: { url: string; total: number; scripting: number; parse: number }[];
  /** The worst run's main-thread work by kind (Lighthouse's groups: script evaluation, style and layout, …), ms. */
  breakdown: Record<string, number>;
  /** The worst run's long tasks (simulated ms): where the blocking time comes from. */
  longTasks: { url: string; startTime: number; duration: number }[];
}

/** A Chromium of its own, with a new empty profile, gone (profile too) after close(). */
async function launchChromium() {
  const executable = systemChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const child = spawn(
    executable,
    [...chromiumFlags, "--disable-dev-shm-usage", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let ready = false;
  for (let i = 0; i < 200 && !ready; i++) {
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const close = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };
  if (!ready) {
    await close();
    throw new Error(`Chromium (${executable}) did not open its debugging port`);
  }
  return { port, close };
}

export async function chromiumVersion(): Promise<string> {
  const chromium = await launchChromium();
  try {
    return ((await (await fetch(`http://127.0.0.1:${chromium.port}/json/version`)).json()) as { Browser: string }).Browser;
  } finally {
    await chromium.close();
  }
}

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

/** One cold run: a fresh browser, one Lighthouse pass, the browser closed. Undefined when Lighthouse could not measure the page. */
type Sample = { result: LighthouseResult } & Pick<LighthouseSamples, "scripts" | "breakdown" | "longTasks">;

async function coldRun(url: string): Promise<Sample | undefined> {
  const chromium = await launchChromium();
  try {
    const answer = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = answer.lhr;
    if (runtimeError || categories.performance?.score == null) {
      console.error(`Lighthouse could not measure ${url} (${runtimeError?.code ?? "no performance score"})`);
      return undefined;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const items = ((audits["bootup-time"]?.details as { items?: BootupItem[] } | undefined)?.items ?? []).map((item) => ({
      url: item.url,
      total: item.total,
      scripting: item.scripting,
      parse: item.scriptParseCompile,
    }));
    return {
      result: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        mainThreadMs: numeric("mainthread-work-breakdown"),
        bootupMs: numeric("bootup-time"),
      },
      scripts: items,
      breakdown: Object.fromEntries(
        ((audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? []).map((item) => [
          item.groupLabel,
          item.duration,
        ]),
      ),
      longTasks: ((audits["long-tasks"]?.details as { items?: LighthouseSamples["longTasks"] } | undefined)?.items ?? []).map(
        ({ url: task, startTime, duration }) => ({ url: task, startTime, duration }),
      ),
    };
  } finally {
    await chromium.close();
  }
}

/** Metric by metric, the worst of the runs: the lowest scores, the highest times. */
export function worstOf(runs: LighthouseResult[]): LighthouseResult {
  const low = (key: keyof LighthouseResult) => Math.min(...runs.map((run) => run[key]).filter(Number.isFinite));
  const high = (key: keyof LighthouseResult) => Math.max(...runs.map((run) => run[key]).filter(Number.isFinite));
  return {
    performance: low("performance"),
    accessibility: low("accessibility"),
    bestPractices: low("bestPractices"),
    seo: low("seo"),
    lcpMs: high("lcpMs"),
    tbtMs: high("tbtMs"),
    cls: high("cls"),
    mainThreadMs: high("mainThreadMs"),
    bootupMs: high("bootupMs"),
  };
}

/**
 * `runs` cold runs of each page (a browser launched per run), the pages taking
 * turns (A B C A B C …) so that what the machine does meanwhile weighs on all
 * alike. A run Lighthouse could not measure (no paint seen, a timeout) is a
 * failed measurement, not a score of 0: it is run again, at most 3 times.
 */
export async function runLighthouse(
  urls: string[],
  runs: number,
  onResult?: (url: string, samples: LighthouseSamples) => void,
): Promise<Map<string, LighthouseSamples>> {
  const collected = new Map(urls.map((url) => [url, [] as Sample[]]));
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      let measured;
      for (let attempt = 1; !measured; attempt++) {
        measured = await coldRun(url);
        if (!measured && attempt >= 3) throw new Error(`Lighthouse could not measure ${url} in ${attempt} attempts`);
      }
      collected.get(url)!.push(measured);
    }
  }
  const results = new Map<string, LighthouseSamples>();
  for (const [url, samples] of collected) {
    const worstRun = samples.reduce((worst, sample) => (sample.result.tbtMs > worst.result.tbtMs ? sample : worst));
    const entry: LighthouseSamples = {
      worst: worstOf(samples.map((sample) => sample.result)),
      runs: samples.map((sample) => sample.result),
      scripts: worstRun.scripts,
      breakdown: worstRun.breakdown,
      longTasks: worstRun.longTasks,
    };
    results.set(url, entry);
    onResult?.(url, entry);
  }
  return results;
}
