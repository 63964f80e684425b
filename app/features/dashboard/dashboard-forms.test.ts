import { describe, expect, it } from "vitest";
import { parseForm } from "../../platform/http/parse-form.server.ts";
import { CommentModerationForm } from "./moderation-schema.ts";
import { DeletePostForm } from "./managed-posts-schema.ts";
import { ProjectForm } from "./projects-schema.ts";
import { RoleChangeForm } from "./team-schema.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("dashboard form schemas", () => {
  it("team: refuses a role that is not user, author or admin with the page's words", () => {
    for (const fields of [{ userId: "u1", role: "owner" }, { userId: "u1" }] as Record<string, string>[]) {
      const parsed = parseForm(RoleChangeForm, form(fields));
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe("Choose user, author or admin.");
    }
    expect(parseForm(RoleChangeForm, null).error!.issues[0]!.message).toBe("Choose user, author or admin.");
    expect(parseForm(RoleChangeForm, form({ userId: "u1", role: "author" })).data).toEqual({ userId: "u1", role: "author" });
  });

  it("projects: intent delete deletes, every other intent saves", () => {
    expect(parseForm(ProjectForm, form({ intent: "delete", id: "p1" })).data).toEqual({ intent: "delete", id: "p1" });
    expect(parseForm(ProjectForm, form({ prompt: "Sort my inbox" })).data).toEqual({ intent: "save", prompt: "Sort my inbox" });
    expect(parseForm(ProjectForm, form({ intent: "other" })).data).toEqual({ intent: "save", prompt: "" });
    expect(parseForm(ProjectForm, null).data).toEqual({ intent: "save", prompt: "" });
  });

  it("comments: hide hides, anything else shows; posts: the key, empty when missing", () => {
    expect(parseForm(CommentModerationForm, form({ intent: "hide", commentId: "c1" })).data).toEqual({ commentId: "c1", hidden: true });
    expect(parseForm(CommentModerationForm, form({ intent: "show", commentId: "c1" })).data).toEqual({ commentId: "c1", hidden: false });
    expect(parseForm(CommentModerationForm, null).data).toEqual({ commentId: "", hidden: false });
    expect(parseForm(DeletePostForm, form({ key: "k" })).data).toEqual({ key: "k" });
    expect(parseForm(DeletePostForm, null).data).toEqual({ key: "" });
  });
});
