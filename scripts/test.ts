/**
 * `npm test`: every check, in order, stopping at the first failure:
 * lint, typecheck (with React Router typegen), unit and integration tests on
 * PGlite, the integration tests again on PostgreSQL when TEST_DATABASE_URL is
 * set, a production build, and the Playwright journeys against it.
 */
import { spawnSync } from "node:child_process";

type Step = { name: string; command: string[]; env?: Record<string, string> };

const steps: Step[] = [
  { name: "lint", command: ["eslint", "."] },
  { name: "typegen", command: ["react-router", "typegen"] },
  { name: "typecheck", command: ["tsc"] },
  { name: "unit + integration (PGlite)", command: ["vitest", "run"], env: { TEST_DB: "pglite" } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: "integration (PostgreSQL)",
    command: ["vitest", "run", "--project", "integration"],
    env: { TEST_DB: "postgres" },
  });
} else {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL pass of the integration tests is skipped.");
}
steps.push(
  { name: "build", command: ["react-router", "build"] },
  { name: "browser journeys (Playwright)", command: ["playwright", "test"] },
);

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const result = spawnSync("npx", ["--no-install", ...step.command], {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
