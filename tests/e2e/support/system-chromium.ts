import fs from "node:fs";

/**
 * The system's Chromium, which the browser journeys and the benchmark use
 * (Playwright's own browser download is not available here): CHROMIUM_PATH,
 * else /usr/bin/chromium. Throws a message saying how to get one.
 */
export function systemChromium(): string {
  const executable = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(executable)) {
    throw new Error(
      `No Chromium at ${executable}. Install one (Debian: apt-get install -y chromium) ` + `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
  return executable;
}

/** Headless, and nothing that reaches the network on its own. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
