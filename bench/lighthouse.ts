/**
 * Lighthouse 13 with its default (mobile, simulated throttling) settings, in
 * the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium): the median
 * of each score and metric over `runs` runs per page.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { freePort } from "#tests/e2e/support/spawn-server.ts";
import { chromiumFlags, systemChromium } from "#tests/e2e/support/system-chromium.ts";
import { median } from "./lib.ts";

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function launchChromium() {
  const executable = systemChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const child = spawn(
    executable,
    [...chromiumFlags, "--disable-dev-shm-usage", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    async close() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function chromiumVersion(): Promise<string> {
  const chromium = await launchChromium();
  try {
    return ((await (await fetch(`http://127.0.0.1:${chromium.port}/json/version`)).json()) as { Browser: string }).Browser;
  } finally {
    await chromium.close();
  }
}

export async function runLighthouse(urls: string[], runs: number, onResult?: (url: string, result: LighthouseResult) => void) {
  const chromium = await launchChromium();
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = [];
      for (let run = 0, attempts = 0; run < runs; run++) {
        const answer = await lighthouse(url, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits, runtimeError } = answer.lhr;
        // A run that could not measure the page (no paint seen, a timeout) is a failed measurement, not a score of 0: run it again.
        if (runtimeError || categories.performance?.score == null) {
          console.error(`Lighthouse could not measure ${url} (${runtimeError?.code ?? "no performance score"}); running it again`);
          if (++attempts > 3) throw new Error(`Lighthouse could not measure ${url} in ${attempts} attempts`);
          run--;
          continue;
        }
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        });
      }
      const pick = (key: keyof LighthouseResult) => median(samples.map((sample) => sample[key]));
      const result: LighthouseResult = {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
      };
      results.set(url, result);
      onResult?.(url, result);
    }
  } finally {
    await chromium.close();
  }
  return results;
}
