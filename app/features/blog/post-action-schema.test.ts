import { describe, expect, it } from "vitest";
import { PostActionForm } from "./post-action-schema.ts";

describe("the post page's forms", () => {
  it("read a comment with its honeypot, missing text as empty", () => {
    expect(PostActionForm.parse({ intent: "comment", authorName: "Ada", content: "Nice" })).toEqual({
      intent: "comment",
      authorName: "Ada",
      content: "Nice",
      parentId: "",
      website: "",
    });
  });

  it("read likes and moderation, and refuse anything else", () => {
    expect(PostActionForm.parse({ intent: "like" })).toEqual({ intent: "like" });
    expect(PostActionForm.parse({ intent: "hide-comment", commentId: "c1" })).toEqual({ intent: "hide-comment", commentId: "c1" });
    expect(PostActionForm.safeParse({ intent: "delete-post" }).success).toBe(false);
    expect(PostActionForm.safeParse({ intent: "comment", content: ["a", "b"] }).success).toBe(false);
  });
});
