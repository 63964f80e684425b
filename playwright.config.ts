import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { prepareE2eDatabase } from "./tests/e2e/support/e2e-database.ts";
import { TEST_AUTH_SECRET } from "./tests/e2e/support/spawn-server.ts";
import { chromiumFlags, systemChromium } from "./tests/e2e/support/system-chromium.ts";

// Browser journeys run in the system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
const chromiumPath = systemChromium();

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh database for every run: PostgreSQL when TEST_DATABASE_URL is set
// (so journeys can check stored rows), else the embedded one.
const databaseUrl = prepareE2eDatabase(port);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "droids-e2e-"));

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
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "warn",
      // Every journey posts from 127.0.0.1; the limits are tested in the integration suite.
      RATE_LIMIT_WAITLIST: "off",
      RATE_LIMIT_DEMO: "off",
      RATE_LIMIT_AUTH: "off",
      RATE_LIMIT_COMMENTS: "off",
      ADMIN_EMAILS: "admin@e2e.droids.test",
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      // The webhook journey's receiver listens on loopback.
      WEBHOOK_ALLOW_PRIVATE: "true",
    },
  },
});
