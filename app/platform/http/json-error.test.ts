import { describe, expect, it } from "vitest";
import { jsonError, jsonResponse } from "./json-error.ts";

describe("jsonError", () => {
  it("answers { error: { code, message } } with the status, never cached", async () => {
    const response = jsonError(404, "not_found", "There is no such entry.");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "There is no such entry." } });
  });

  it("adds field messages and extra headers when given", async () => {
    const response = jsonError(405, "method_not_allowed", "Use POST.", { email: "Required" }, { Allow: "POST" });
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ error: { code: "method_not_allowed", message: "Use POST.", fields: { email: "Required" } } });
  });
});

describe("jsonResponse", () => {
  it("answers JSON with status 200 by default, never cached", async () => {
    const response = jsonResponse({ ok: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
  });
});
