import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFields, parseForm } from "./parse-form.server.ts";

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("parseForm", () => {
  it("gives a schema the text fields, a repeated name as a list, and no files", () => {
    expect(formFields(form([["a", "1"], ["events", "x"], ["events", "y"], ["file", new Blob(["z"])]]))).toEqual({ a: "1", events: ["x", "y"] });
  });

  it("reads a missing form as no fields, so the schema's own message answers", () => {
    const schema = z.object({ role: z.enum(["user"], { error: "Choose a role." }) });
    const parsed = parseForm(schema, null);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe("Choose a role.");
    expect(parseForm(schema, form([["role", "user"]])).data).toEqual({ role: "user" });
  });
});
