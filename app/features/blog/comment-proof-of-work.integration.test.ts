import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { formPost } from "#tests/helpers/requests.ts";
import { solvedPow, withPow } from "#tests/helpers/proof-of-work.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { authors, comments, posts, powUsedChallenges } from "#app/platform/db/schema.ts";
import { POW_LIFETIME_MS, powMessages } from "#app/platform/forms/proof-of-work.server.ts";
import { handlePostAction } from "./post-actions.handlers.server.ts";

/** The secret the load context's configuration signs with. */
const appSecret = parseConfig({}).authSecret;
type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: Record<string, string> } | null };
const answer = (value: unknown) => value as Answer;
/** A comment posted by the page's fetcher (a script: `Sec-Fetch-Mode: cors`), or by the browser itself (`navigate`, no JavaScript). */
const scripted = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  formPost("/blog/p", { intent: "comment", ...fields }, { "sec-fetch-mode": "cors", ...headers });
const navigated = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  formPost("/blog/p", { intent: "comment", ...fields }, { "sec-fetch-mode": "navigate", ...headers });

describe(`proof of work on blog comments on ${testDriver}`, () => {
  const database = useTestDatabase();
  let postId: string;
  let context: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    context = testLoadContext(database.current);
  });
  const act = (request: Request, loadContext = context) => handlePostAction({ request, context: loadContext }, postId);
  const stored = async () => (await database.current.db.select().from(comments)).map((row) => [row.authorName, row.content]).sort();
  beforeEach(async () => {
    await database.current.db.insert(authors).values({ id: "a", name: "A" });
    [{ id: postId }] = (await database.current.db
      .insert(posts)
      .values({ slug: "p", title: "P", content: "x", authorId: "a", status: "published" })
      .returning({ id: posts.id })) as [{ id: string }];
  });

  it("refuses a scripted comment without a solved challenge, saying why, keeping what was typed and storing nothing", async () => {
    const refused = answer(await act(scripted({ authorName: "Bot", content: "Buy now" })));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({
      intent: "comment",
      ok: false,
      title: "Error",
      description: powMessages.missing,
      values: { authorName: "Bot", content: "Buy now", parentId: "" },
    });
    expect(await stored()).toEqual([]);
  });

  it("stores a comment and a reply with solved challenges, and refuses a replayed solution", async () => {
    const solution = await solvedPow(appSecret);
    const first = answer(await act(scripted({ authorName: "Ann", content: "Hello", altcha: solution })));
    expect(first.data).toEqual({ intent: "comment", ok: true, title: "Comment added!", description: "Your comment has been posted." });
    const replayed = answer(await act(scripted({ authorName: "Eve", content: "Again", altcha: solution })));
    expect(replayed.init?.status).toBe(400);
    expect(replayed.data).toMatchObject({ intent: "comment", ok: false, title: "Error", description: powMessages.replayed });
    // The same on the no-JavaScript path: a replayed solution is never let through as "no solution".
    expect(answer(await act(navigated({ authorName: "Eve", content: "Again", altcha: solution }))).data).toMatchObject({ description: powMessages.replayed });
    const [parent] = await database.current.db.select().from(comments);
    const reply = answer(await act(scripted(await withPow({ authorName: "Bob", content: "Welcome", parentId: parent!.id }, appSecret))));
    expect(reply.data).toMatchObject({ ok: true, title: "Comment added!" });
    expect(await stored()).toEqual([
      ["Ann", "Hello"],
      ["Bob", "Welcome"],
    ]);
    expect(await database.current.db.$count(powUsedChallenges)).toBe(2);
  });

  it("refuses an expired or forged solution on every path", async () => {
    const expired = await solvedPow(appSecret, new Date(Date.now() - POW_LIFETIME_MS - 1000));
    expect(answer(await act(scripted({ authorName: "Ann", content: "Late", altcha: expired }))).data).toMatchObject({ description: powMessages.expired });
    const forged = await solvedPow("someone-elses-secret-0123456789abcdef");
    expect(answer(await act(navigated({ authorName: "Ann", content: "Forged", altcha: forged }))).data).toMatchObject({ description: powMessages.invalid });
    expect(await stored()).toEqual([]);
  });

  it("lets a plain HTML post without a solution through under the stricter no-script bucket (half the count, six times the window)", async () => {
    // RATE_LIMIT_COMMENTS 4/10m: 2 per hour per address without a solution. The limits count in fixed windows:
    // the clock stands a minute into an hour, so no window ends during the test and the wait is the hour's rest.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000);
    onTestFinished(() => void vi.useRealTimers());
    const limited = testLoadContext(database.current, { RATE_LIMIT_COMMENTS: "4/10m" });
    const address = { "x-droids-client-ip": "192.0.2.91" };
    for (const n of [1, 2]) {
      const accepted = answer(await act(navigated({ authorName: "Noel", content: `Plain ${n}` }, address), limited));
      expect(accepted.data).toMatchObject({ ok: true, title: "Comment added!" });
    }
    const third = answer(await act(navigated({ authorName: "Noel", content: "Plain 3" }, address), limited));
    expect(third.init?.status).toBe(429);
    expect(third.data).toMatchObject({ ok: false, title: "Error", description: "Too many requests. Please try again in 59 minutes." });
    expect(third.init!.headers!["Retry-After"]).toBe("3540");
    // A client that says nothing about itself (no Sec-Fetch-Mode) counts as a plain post: the same bucket.
    const silent = formPost("/blog/p", { intent: "comment", authorName: "Noel", content: "Plain 4" }, address);
    expect(answer(await act(silent, limited)).init?.status).toBe(429);
    // With a solution the same address is held only to the comment limit.
    const solved = answer(await act(navigated(await withPow({ authorName: "Noel", content: "Solved" }, appSecret), address), limited));
    expect(solved.data).toMatchObject({ ok: true });
    expect((await stored()).map(([, content]) => content)).toEqual(["Plain 1", "Plain 2", "Solved"]);
  });
});
