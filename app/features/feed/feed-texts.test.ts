import { describe, expect, it } from "vitest";
import { tableOfEvent } from "./feed-connection.ts";
import { activityText } from "./feed-texts.ts";

describe("activity texts", () => {
  it("says who did what, with the e-mail", () => {
    expect(activityText({ name: "waitlist.joined", data: { name: "Ada", email: "ada@example.com" } })).toBe("Ada (ada@example.com) joined the waitlist");
    expect(activityText({ name: "waitlist.confirmed", data: { email: "ada@example.com" } })).toBe("ada@example.com confirmed their waitlist place");
    expect(activityText({ name: "demo.requested", data: { name: "Dee", email: "dee@example.com", company: "Co" } })).toBe(
      "Dee (dee@example.com) requested a demo for Co",
    );
    expect(activityText({ name: "comment.posted", data: { authorName: "Cy", postTitle: "Hello", content: "Nice" } })).toBe("Cy commented on “Hello”: Nice");
    expect(activityText({ name: "waitlist.invited", data: { name: "Ada", email: "ada@example.com" } })).toBe(
      "Ada (ada@example.com) was invited to make an account",
    );
    expect(activityText({ name: "waitlist.joined_account", data: { name: "Ada", email: "ada@example.com" } })).toBe("Ada (ada@example.com) made their account");
    expect(activityText({ name: "broadcast.sent", data: {} })).toBe("Someone: broadcast.sent");
  });

  it("names the table an event changes", () => {
    expect(tableOfEvent("waitlist.joined")).toBe("/dashboard/waitlist");
    expect(tableOfEvent("demo.requested")).toBe("/dashboard/demo-requests");
    expect(tableOfEvent("comment.posted")).toBe("/dashboard/comments");
    expect(tableOfEvent("other.thing")).toBeNull();
  });
});
