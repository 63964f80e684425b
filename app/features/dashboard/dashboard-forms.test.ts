import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseForm } from "#app/platform/forms/form-action.server.ts";
import { CommentModerationForm } from "./moderation-schema.ts";
import { ManagedPostForm } from "./managed-posts-schema.ts";
import { ProjectForm } from "./projects-schema.ts";
import { RoleChangeForm } from "./team-schema.ts";

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, values] of Object.entries(fields)) for (const value of [values].flat()) data.append(name, value);
  return data;
};

describe("dashboard form schemas", () => {
  it("team: refuses a role that is not user, author or admin with the page's words", () => {
    for (const fields of [{ userId: "u1", role: "owner" }, { userId: "u1" }] as Record<string, string>[]) {
      expect(parseForm(RoleChangeForm, form(fields))).toMatchObject({
        success: false,
        title: "Choose user, author or admin.",
        fields: { role: "Choose user, author or admin." },
      });
    }
    expect(parseForm(RoleChangeForm, null)).toMatchObject({ success: false, title: "Choose user, author or admin." });
    expect(parseForm(RoleChangeForm, form({ userId: "u1", role: "author" }))).toEqual({ success: true, data: { userId: "u1", role: "author" } });
  });

  it("projects: intent delete deletes, every other intent saves", () => {
    expect(parseForm(ProjectForm, form({ intent: "delete", id: "p1" }))).toEqual({ success: true, data: { intent: "delete", id: "p1" } });
    expect(parseForm(ProjectForm, form({ prompt: "Sort my inbox" }))).toEqual({ success: true, data: { intent: "save", prompt: "Sort my inbox" } });
    expect(parseForm(ProjectForm, form({ intent: "other" }))).toEqual({ success: true, data: { intent: "save", prompt: "" } });
    expect(parseForm(ProjectForm, null)).toEqual({ success: true, data: { intent: "save", prompt: "" } });
  });

  it("comments: hide hides, anything else shows; posts: the key, empty when missing", () => {
    expect(parseForm(CommentModerationForm, form({ intent: "hide", commentId: "c1" }))).toEqual({ success: true, data: { commentId: "c1", hidden: true } });
    expect(parseForm(CommentModerationForm, form({ intent: "show", commentId: "c1" }))).toEqual({ success: true, data: { commentId: "c1", hidden: false } });
    expect(parseForm(CommentModerationForm, null)).toEqual({ success: true, data: { commentId: "", hidden: false } });
    expect(parseForm(ManagedPostForm, form({ intent: "delete", key: "k" }))).toEqual({ success: true, data: { intent: "delete", key: "k" } });
    expect(parseForm(ManagedPostForm, form({ intent: "unschedule", key: "k" }))).toEqual({ success: true, data: { intent: "unschedule", key: "k" } });
    expect(parseForm(ManagedPostForm, null)).toEqual({ success: true, data: { intent: "delete", key: "" } });
    expect(parseForm(ManagedPostForm, form({ intent: "publish", key: "k" }))).toMatchObject({ success: false });
  });

  it("refuses a field sent more than once on every dashboard form, naming it, instead of guessing", () => {
    const repeated: [z.ZodType, Record<string, string | string[]>, string][] = [
      [CommentModerationForm, { intent: ["hide", "show"], commentId: "c1" }, "intent"],
      [CommentModerationForm, { intent: "hide", commentId: ["c1", "c2"] }, "commentId"],
      [ManagedPostForm, { key: ["k1", "k2"] }, "key"],
      [ManagedPostForm, { intent: ["unschedule", "delete"], key: "k" }, "intent"],
      [ProjectForm, { intent: "delete", id: ["p1", "p2"] }, "id"],
      [ProjectForm, { prompt: ["a", "b"] }, "prompt"],
      [ProjectForm, { intent: ["delete", "save"], id: "p1" }, "intent"],
      [RoleChangeForm, { userId: "u1", role: ["user", "admin"] }, "role"],
    ];
    for (const [schema, fields, name] of repeated) {
      expect(parseForm(schema, form(fields)), name).toMatchObject({
        success: false,
        title: `The field “${name}” was sent more than once.`,
        fields: { [name]: "This field was sent more than once." },
      });
    }
  });
});
