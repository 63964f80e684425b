import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import OutboxPage from "./outbox.tsx";

const base = { subject: "Confirm your place", text: "Hello", createdAt: new Date("2026-11-01T10:00:00Z"), sentAt: null, error: null };
const render = (mails: Array<Record<string, unknown>>) =>
  renderToStaticMarkup(<OutboxPage {...({ loaderData: { mails } } as unknown as Parameters<typeof OutboxPage>[0])} />).replace(/<[^>]+>/g, "\n");

describe("Mail outbox page", () => {
  it("shows each mail's state, attempts, next try and last error", () => {
    const text = render([
      { ...base, id: "1", to: "waiting@example.com", status: "pending", attempts: 0, nextAttemptAt: base.createdAt },
      { ...base, id: "2", to: "retry@example.com", status: "pending", attempts: 2, nextAttemptAt: new Date("2026-11-01T10:01:30Z"), error: "connect ECONNREFUSED 127.0.0.1:2525" },
      { ...base, id: "3", to: "gone@example.com", status: "failed", attempts: 1, nextAttemptAt: base.createdAt, error: "550 No such mailbox" },
      { ...base, id: "4", to: "ada@example.com", status: "sent", attempts: 1, nextAttemptAt: base.createdAt, sentAt: base.createdAt },
    ]);
    const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
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
  });
});
