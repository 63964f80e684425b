import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { representations } from "./representations.ts";

describe("representations", () => {
  it("hold each body in memory of its own, not in the 64 KB blocks that zlib and small buffers are cut from", () => {
    const html = Buffer.from("<p>a page</p>".repeat(200));
    const gzipped = gzipSync(html);
    expect(gzipped.buffer.byteLength).toBeGreaterThan(gzipped.length);
    const kept = representations(Buffer.from("<p>small</p>".repeat(100)).subarray(0, 1000), {}, { gzip: gzipped });
    for (const representation of [kept.identity, kept.gzip!]) {
      expect(representation.body.buffer.byteLength).toBe(representation.body.length);
    }
    expect(kept.gzip!.body.equals(gzipped)).toBe(true);
    expect(kept.identity.headers["content-length"]).toBe(1000);
  });

  it("leave out an encoding that is not smaller than the body", () => {
    const body = Buffer.from("tiny");
    expect(representations(body, {}, { gzip: gzipSync(body) }).gzip).toBeUndefined();
  });
});
