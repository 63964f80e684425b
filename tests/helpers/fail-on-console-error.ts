import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test that caused it. A test that
// expects one spies on console.error itself (vi.spyOn replaces this spy).
const errors: unknown[][] = [];
afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length) throw new Error(`Unexpected console.error:\n${logged.map((args) => args.join(" ")).join("\n")}`);
});
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
