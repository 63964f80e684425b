import { describe, expect, it } from "vitest";
import { leadFilter } from "./lead-admin-schema.ts";

const params = (query: string) => new URLSearchParams(query);

describe("leadFilter (the dashboard's and the API's export filter)", () => {
  it("reads q, status and disposable from the query", () => {
    expect(leadFilter(params("q=%20ada%20&status=invited&disposable=yes"), "waitlist")).toEqual({ q: "ada", status: "invited", disposable: "yes" });
    expect(leadFilter(params("status=scheduled"), "demo-requests")).toEqual({ q: "", status: "scheduled", disposable: "" });
  });

  it("drops what it does not know instead of refusing: no filter rather than an error", () => {
    expect(leadFilter(params(""), "waitlist")).toEqual({ q: "", status: "", disposable: "" });
    expect(leadFilter(params("status=scheduled&disposable=maybe"), "waitlist")).toEqual({ q: "", status: "", disposable: "" });
    expect(leadFilter(params("status=invited"), "demo-requests")).toMatchObject({ status: "" });
  });

  it("keeps at most 200 characters of the search", () => {
    expect(leadFilter(params(`q=${"x".repeat(300)}`), "waitlist").q).toHaveLength(200);
  });

  it("filters by disposable addresses only on the waitlist", () => {
    expect(leadFilter(params("disposable=no"), "waitlist").disposable).toBe("no");
    expect(leadFilter(params("disposable=no"), "demo-requests").disposable).toBe("");
  });
});
