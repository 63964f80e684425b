import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import OutboxPage from "./outbox.tsx";

const base = { subject: "Confirm your place", text: "Hello", createdAt: new Date("2026-11-01T10:00:00Z"), sentAt: null, error: null };
/** The page's text, one element's text a line, rendered in a router (its forms need one). */
function render(mails: Array<Record<string, unknown>>, { smtp = true, oldestWaiting = null as Record<string, unknown> | null } = {}) {
  const props = { loaderData: { mails, smtp, oldestWaiting } } as unknown as Parameters<typeof OutboxPage>[0];
  const Stub = createRoutesStub([{ path: "/dashboard/outbox", Component: () => <OutboxPage {...props} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/dashboard/outbox"]} />).replace(/<[^>]+>/g, "\n");
}
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("Mail outbox page", () => {
  it("shows each mail's state, attempts, next try and last error", () => {
    const text = render([
      { ...base, id: "1", to: "waiting@example.com", status: "pending", attempts: 0, nextAttemptAt: base.createdAt },
      {
        ...base,
        id: "2",
        to: "retry@example.com",
        status: "pending",
        attempts: 2,
        nextAttemptAt: new Date("2026-11-01T10:01:30Z"),
        error: "connect ECONNREFUSED 127.0.0.1:2525",
      },
      { ...base, id: "3", to: "gone@example.com", status: "failed", attempts: 1, nextAttemptAt: base.createdAt, error: "550 No such mailbox" },
      { ...base, id: "4", to: "ada@example.com", status: "sent", attempts: 1, nextAttemptAt: base.createdAt, sentAt: base.createdAt },
    ]);
    const lines = text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const after = (to: string) => lines.slice(lines.indexOf(`to ${to}`) + 1, lines.indexOf(`to ${to}`) + 5);
    expect(after("waiting@example.com")).toEqual(["Nov 1, 2026, 10:00 AM UTC", "Not sent", "Hello", "Confirm your place"]);
    expect(after("retry@example.com")).toEqual([
      "Nov 1, 2026, 10:00 AM UTC",
      "Retrying",
      "Attempts: 2 · Next try: Nov 1, 2026, 10:01 AM UTC",
      "Last error: connect ECONNREFUSED 127.0.0.1:2525",
    ]);
    expect(after("gone@example.com")).toEqual(["Nov 1, 2026, 10:00 AM UTC", "Failed", "Attempts: 1", "Last error: 550 No such mailbox"]);
    expect(after("ada@example.com").slice(0, 3)).toEqual(["Nov 1, 2026, 10:00 AM UTC", "Sent", "Attempts: 1"]);
    // Only the failed mail can be sent again.
    expect(lines.filter((line) => line === "Send again")).toHaveLength(1);
    expect(lines.slice(lines.indexOf("Last error: 550 No such mailbox"), lines.indexOf("Last error: 550 No such mailbox") + 3)).toEqual([
      "Last error: 550 No such mailbox",
      "Hello",
      "Send again",
    ]);
  });

  it("says where mail goes and whether its links are readable, and how old the oldest waiting mail is", () => {
    const smtp = linesOf(render([], { oldestWaiting: { to: "ada@example.com", subject: "Confirm your place", ageSeconds: 15 * 60 } }));
    expect(smtp.slice(0, 2)).toEqual([
      "Mail goes out through SMTP: links in mails are hidden here, because each one signs in or acts for its recipient. Network errors and 4xx answers are retried for 24 hours; a failed mail can be sent again.",
      "Oldest waiting mail: 15 min old, “Confirm your place” to ada@example.com.",
    ]);
    const local = linesOf(render([], { smtp: false }));
    expect(local.slice(0, 2)).toEqual([
      "No SMTP server is set (SMTP_URL): mail waits here unsent and its links are readable, for local development.",
      "No mail is waiting.",
    ]);
  });
});
