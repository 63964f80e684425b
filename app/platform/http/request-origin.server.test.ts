import { describe, expect, it } from "vitest";
import { clientIpOf, isCrossSiteRequest } from "./request-origin.server.ts";

const post = (headers: Record<string, string>) => new Request("http://localhost:3000/waitlist", { method: "POST", headers });

describe("isCrossSiteRequest", () => {
  it("passes requests with neither Origin nor Sec-Fetch-Site (non-browser clients)", () => {
    expect(isCrossSiteRequest(post({}), "http://localhost:3000")).toBe(false);
  });

  it("passes our own origin and the public URL's", () => {
    expect(isCrossSiteRequest(post({ origin: "http://localhost:3000" }), "http://localhost:3000")).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "https://droids.example" }), "https://droids.example")).toBe(false);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-origin" }), "http://localhost:3000")).toBe(false);
  });

  it("refuses another site's origin, a null origin, and Sec-Fetch-Site: cross-site", () => {
    expect(isCrossSiteRequest(post({ origin: "https://evil.example" }), "http://localhost:3000")).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null" }), "http://localhost:3000")).toBe(true);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "cross-site" }), "http://localhost:3000")).toBe(true);
  });
});

describe("clientIpOf", () => {
  it("reads the address the server recorded", () => {
    expect(clientIpOf(post({ "x-droids-client-ip": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIpOf(post({}))).toBe("unknown");
  });
});
