import { describe, expect, it } from "vitest";
import { leadFormState } from "./lead-form-fields.tsx";

const refused = { ok: false as const, title: "Missing", description: "Name?", fields: { name: "Required" }, values: { email: "a@b.example" } };

describe("what a lead form shows from the server", () => {
  it("shows a refused page post's message, errors and values", () => {
    expect(leadFormState("f", refused, false, undefined)).toEqual({
      pageResult: refused,
      field: { id: "f", errors: { name: "Required" }, sent: { email: "a@b.example" } },
    });
  });

  it("drops the page's answer once the fetcher has answered, keeping the fetcher's field errors", () => {
    expect(leadFormState("f", refused, true, { email: "Invalid" })).toEqual({
      pageResult: undefined,
      field: { id: "f", errors: { email: "Invalid" }, sent: undefined },
    });
  });

  it("fills nothing back in after a success", () => {
    const ok = { ok: true as const, title: "Done", description: "Joined" };
    expect(leadFormState("f", ok, false, undefined).field).toEqual({ id: "f", errors: undefined, sent: undefined });
  });

  it("hides the errors of the fields edited since, keeping the others", () => {
    expect(leadFormState("f", refused, true, { email: "Invalid", name: "Required" }, ["email"]).field.errors).toEqual({ name: "Required" });
    expect(leadFormState("f", refused, false, undefined, ["name"]).field.errors).toEqual({});
  });
});
