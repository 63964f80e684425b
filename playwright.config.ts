import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, systemChromium } from "./tests/e2e/support/system-chromium.ts";

// Browser journeys run in the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
const chromiumPath = systemChromium();

// No webServer here: each worker starts the production build (`npm run build`
// first) on a port and a database of its own (the workerServer fixture in
// tests/e2e/fixtures.ts), on PostgreSQL when TEST_DATABASE_URL is set, else
// on PGlite. Tests see the worker's server as baseURL.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // CI machines have 2 cores shared by two browsers, the server and axe-core:
  // the heaviest journeys take over 30 s there.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
