import { describe, expect, it } from "vitest";
import { rateLimitMessage, waitWording } from "./rate-limit.server.ts";

describe("waitWording", () => {
  it("says a wait in seconds, minutes, and from two hours on in hours", () => {
    expect([45, 60, 61, 600, 7140, 7141, 86_400].map(waitWording)).toEqual([
      "45 seconds",
      "1 minute",
      "2 minutes",
      "10 minutes",
      "119 minutes",
      "2 hours",
      "24 hours",
    ]);
    expect(rateLimitMessage(420)).toBe("Too many requests. Please try again in 7 minutes.");
  });
});
