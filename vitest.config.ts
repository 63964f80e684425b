import { defineConfig } from "vitest/config";

// Unit tests need no database; integration tests (*.integration.test.ts)
// get their own database per file and run once per driver (scripts/test.ts);
// the reliability suite runs the production build, once per driver too.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/helpers/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["**/node_modules/**", "build/**", ".tools/**"],
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Runs the production build as child processes (scripts/test.ts runs it after the build).
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two cores: one file's servers at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
