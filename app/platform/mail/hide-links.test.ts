import { describe, expect, it } from "vitest";
import { hideLinks } from "./hide-links.ts";

describe("hideLinks", () => {
  it("replaces every link, token and all, with its host only", () => {
    const text = [
      "Hi Ada,",
      "Open this link:",
      "https://droids.example/api/auth/verify-email?token=eyJhbGciOi.secret&callbackURL=%2F",
      "Reset: http://localhost:3000/reset-password/AbC123?x=1 (one hour)",
      "Unsubscribe:\n\nHTTPS://droids.example/unsubscribe/YWRh.mac",
    ].join("\n\n");
    const hidden = hideLinks(text);
    expect(hidden).toBe(
      [
        "Hi Ada,",
        "Open this link:",
        "[link to droids.example hidden]",
        "Reset: [link to localhost:3000 hidden] (one hour)",
        "Unsubscribe:\n\n[link to droids.example hidden]",
      ].join("\n\n"),
    );
    expect(hidden).not.toMatch(/secret|AbC123|YWRh/);
  });

  it("hides what only looks like a link too, and leaves text without links alone", () => {
    expect(hideLinks("see http://[oops/path?token=1")).toBe("see [link hidden]");
    expect(hideLinks("No links here.")).toBe("No links here.");
  });
});
