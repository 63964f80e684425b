/**
 * `npm test`: every check, in order, stopping at the first failure:
 * formatting (Prettier), lint, npm audit of the production dependencies, typecheck (with React
 * Router typegen), unit and integration tests on PGlite, the integration tests
 * again on PostgreSQL when TEST_DATABASE_URL is set, a production build, its
 * first-load JS/CSS budgets, the HTML validity of its public pages, the
 * reliability suite against it (on each database), and the Playwright journeys.
 * Ends with one line adding up the test runners' counts.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Counts = { passed: number; failed: number; skipped: number };
type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the runner's JSON report, when the step runs tests. */
  counts?: () => Counts;
};

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "droids-test-"));
function vitestCounts(report: string): Counts {
  const json = JSON.parse(fs.readFileSync(report, "utf8"));
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
}
function playwrightCounts(report: string): Counts {
  const { stats } = JSON.parse(fs.readFileSync(report, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const steps: Step[] = [
  // One formatting (Prettier, .prettierrc.json): `npm run format` writes it.
  { name: "format", command: ["prettier", "--check", ".", "--log-level", "warn"] },
  { name: "lint", command: ["eslint", "."] },
  // No known high or critical vulnerability in what production runs.
  { name: "npm audit", command: ["node", "scripts/audit.ts"] },
  { name: "typegen", command: ["react-router", "typegen"] },
  { name: "typecheck", command: ["tsc"] },
  {
    name: "unit + integration (PGlite)",
    command: [
      "vitest",
      "run",
      "--project",
      "unit",
      "--project",
      "integration",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/pglite.json`,
    ],
    // The server modules' structured logs would bury the test report.
    env: { TEST_DB: "pglite", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    counts: () => vitestCounts(`${reports}/pglite.json`),
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: "integration (PostgreSQL)",
    command: ["vitest", "run", "--project", "integration", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/postgres.json`],
    env: { TEST_DB: "postgres", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    counts: () => vitestCounts(`${reports}/postgres.json`),
  });
} else {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL pass of the integration tests is skipped.");
}
steps.push(
  { name: "build", command: ["react-router", "build"] },
  { name: "JS/CSS budgets", command: ["node", "scripts/check-budgets.ts"] },
  // Zero W3C Nu Html Checker errors on every public page (needs Java).
  { name: "HTML validity", command: ["node", "scripts/check-html.ts"] },
  reliability("pglite"),
  ...(process.env.TEST_DATABASE_URL ? [reliability("postgres")] : []),
  {
    name: "browser journeys (Playwright)",
    command: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
  },
  // The journeys run on PostgreSQL when TEST_DATABASE_URL is set; the stored-XSS check runs on the embedded database too.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "stored XSS (PGlite)",
          command: ["playwright", "test", "tests/e2e/stored-xss.spec.ts", "--reporter=list,json"],
          env: { E2E_DATABASE_URL: "", E2E_PORT: "3230", PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-xss.json` },
          counts: () => playwrightCounts(`${reports}/playwright-xss.json`),
        },
      ]
    : []),
);

/** The reliability suite against the production build, on one driver. */
function reliability(driver: "pglite" | "postgres"): Step {
  return {
    name: `reliability (${driver === "pglite" ? "PGlite" : "PostgreSQL"})`,
    command: ["vitest", "run", "--project", "reliability", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/reliability-${driver}.json`],
    env: { TEST_DB: driver },
    counts: () => vitestCounts(`${reports}/reliability-${driver}.json`),
  };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const result = spawnSync("npx", ["--no-install", ...step.command], {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  if (step.counts) {
    try {
      const counts = step.counts();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    } catch {
      // The runner wrote no report (it failed before running tests).
    }
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? result.signal}).`);
    console.log(`tests: ${total.passed} passed, ${Math.max(total.failed, 1)} failed, ${total.skipped} skipped`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
