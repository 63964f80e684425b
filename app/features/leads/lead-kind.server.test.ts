import { describe, expect, it } from "vitest";
import { leadKindOf } from "./lead-kind.server.ts";

describe("leadKindOf", () => {
  it("reads the kind of lead from the path's lead segment, on the dashboard and the API", () => {
    expect(leadKindOf("http://site.test/dashboard/waitlist/export.csv")).toBe("waitlist");
    expect(leadKindOf("http://site.test/dashboard/demo-requests/export.csv?status=new")).toBe("demo-requests");
    expect(leadKindOf("http://site.test/api/v1/waitlist/export.csv")).toBe("waitlist");
    expect(leadKindOf("http://site.test/api/v1/demo-requests/export.csv")).toBe("demo-requests");
    expect(leadKindOf(new Request("http://site.test/api/v1/waitlist/ada%40example.com"))).toBe("waitlist");
    expect(leadKindOf(new Request("http://site.test/api/v1/demo-requests/0b6f1a4e-9a1c-4f7e-8d6b-2a1f0c3e5d7a"))).toBe("demo-requests");
  });

  it("goes by the first lead segment, not by a key that happens to name the other kind", () => {
    expect(leadKindOf("http://site.test/api/v1/demo-requests/waitlist")).toBe("demo-requests");
    expect(leadKindOf("http://site.test/api/v1/waitlist/demo-requests")).toBe("waitlist");
  });

  it("refuses a path that names no kind of lead", () => {
    expect(() => leadKindOf("http://site.test/dashboard/users")).toThrow();
  });
});
