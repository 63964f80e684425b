import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFields, parseForm, REPEATED_FIELD_MESSAGE } from "./form-action.server.ts";

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("parseForm", () => {
  it("gives a schema the text fields, a repeated name as a list, and no files", () => {
    expect(
      formFields(
        form([
          ["a", "1"],
          ["events", "x"],
          ["events", "y"],
          ["file", new Blob(["z"])],
        ]),
      ),
    ).toEqual({ a: "1", events: ["x", "y"] });
  });

  it("reads a missing form as no fields, so the schema's own message answers", () => {
    const schema = z.object({ role: z.enum(["user"], { error: "Choose a role." }) });
    expect(parseForm(schema, null)).toMatchObject({ success: false, title: "Choose a role.", fields: { role: "Choose a role." } });
    expect(parseForm(schema, form([["role", "user"]]))).toEqual({ success: true, data: { role: "user" } });
  });

  it("refuses a field sent more than once where the schema takes one value, naming it", () => {
    const schema = z.object({ intent: z.string(), commentId: z.string().default("") });
    const parsed = parseForm(
      schema,
      form([
        ["intent", "hide"],
        ["intent", "show"],
        ["commentId", "c1"],
      ]),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fields).toEqual({ intent: REPEATED_FIELD_MESSAGE });
    expect(parsed.title).toBe("The field “intent” was sent more than once.");
    // A list the schema asks for is not a repetition.
    expect(
      parseForm(
        z.object({ events: z.array(z.string()) }),
        form([
          ["events", "a"],
          ["events", "b"],
        ]),
      ),
    ).toEqual({ success: true, data: { events: ["a", "b"] } });
  });

  it("gives a refused form no data, so a caller must check success first", () => {
    const parsed = parseForm(z.object({ key: z.string() }), null);
    // @ts-expect-error -- `data` exists only once `success` is checked.
    expect(parsed.data).toBeUndefined();
    expect(parsed).toMatchObject({ success: false, fields: { key: expect.any(String) } });
  });
});
