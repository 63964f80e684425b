import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeoutError, withTimeout } from "./timeout.ts";

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the promise's value when it settles in time", async () => {
    await expect(withTimeout(Promise.resolve(42), 50)).resolves.toBe(42);
  });

  it("passes on the promise's own rejection", async () => {
    await expect(withTimeout(Promise.reject(new Error("refused")), 50)).rejects.toThrow("refused");
  });

  it("rejects with a TimeoutError naming the limit when the promise is too slow", async () => {
    vi.useFakeTimers();
    const slow = withTimeout(new Promise<never>(() => {}), 2000);
    const outcome = expect(slow).rejects.toSatisfy((error: unknown) => error instanceof TimeoutError && error.name === "TimeoutError");
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
    await expect(slow).rejects.toThrow("timed out after 2000 ms");
  });

  it("leaves no timer behind once the promise settles", async () => {
    vi.useFakeTimers();
    await withTimeout(Promise.resolve("done"), 1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
