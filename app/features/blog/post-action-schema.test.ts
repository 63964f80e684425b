import { describe, expect, it } from "vitest";
import { CommentForm, PostActionForm } from "./post-action-schema.ts";

describe("the post page's forms", () => {
  it("read a comment with its honeypot, missing text as empty", () => {
    expect(CommentForm.parse({ intent: "comment", authorName: " Ada ", content: "Nice" })).toEqual({
      intent: "comment",
      authorName: "Ada",
      content: "Nice",
      parentId: "",
      website: "",
    });
  });

  it("read likes and moderation, and refuse anything else", () => {
    expect(PostActionForm.parse({ intent: "like" })).toEqual({ intent: "like" });
    // Hiding a comment is the dashboard's moderation action, not the post page's.
    expect(PostActionForm.safeParse({ intent: "hide-comment", commentId: "c1" }).success).toBe(false);
    expect(PostActionForm.safeParse({ intent: "delete-post" }).success).toBe(false);
    expect(CommentForm.safeParse({ intent: "comment", authorName: "Ada", content: ["a", "b"] }).success).toBe(false);
    expect(CommentForm.safeParse({ intent: "comment", authorName: "  ", content: "Hi" }).error?.issues[0]?.message).toBe(
      "Please fill in both name and comment fields.",
    );
  });
});
