import { defineConfig } from "vitest/config";

// Unit tests need no database; integration tests (*.integration.test.ts)
// get their own database per file and run once per driver (scripts/test.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
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
    ],
  },
});
