import { describe, expect, it } from "vitest";
import { LeadTableForm } from "./admin/lead-admin-schema.ts";
import { StatusPageForm } from "./waitlist/status-page-schema.ts";

describe("the lead pages' forms", () => {
  it("read an admin table's status change and delete, missing text as empty", () => {
    expect(LeadTableForm.parse({ intent: "status", key: "ada@example.com", status: "invited" })).toEqual({
      intent: "status",
      key: "ada@example.com",
      status: "invited",
    });
    expect(LeadTableForm.parse({ intent: "delete" })).toEqual({ intent: "delete", key: "" });
    expect(LeadTableForm.safeParse({ intent: "export" }).success).toBe(false);
  });

  it("take only the status page's three buttons", () => {
    for (const intent of ["resend", "delete-request", "delete"]) expect(StatusPageForm.parse({ intent })).toEqual({ intent });
    expect(StatusPageForm.safeParse({ intent: "confirm" }).success).toBe(false);
    expect(StatusPageForm.safeParse({}).success).toBe(false);
  });
});
