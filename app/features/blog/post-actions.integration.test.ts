import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext } from "#tests/helpers/load-context.ts";
import { formPost } from "#tests/helpers/requests.ts";
import { solvedPow, withPow } from "#tests/helpers/proof-of-work.ts";
import { parseConfig } from "#app/platform/config.server.ts";
import { authors, comments, postLikes, posts } from "#app/platform/db/schema.ts";
import { handlePostAction } from "./post-actions.handlers.server.ts";

/** A form posted to a post's page, from an address of its own unless `headers` name one. */
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => formPost("/blog/p", fields, headers);
/**
 * A comment as the page's fetcher posts it: a script's post with a freshly
 * solved proof-of-work challenge, signed with the load context's secret
 * (comment-proof-of-work.integration.test.ts covers its absence).
 */
const comment = async (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  formPost("/blog/p", await withPow({ intent: "comment", ...fields }, parseConfig({}).authSecret), { "sec-fetch-mode": "cors", ...headers });
type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: Record<string, string> } | null };
const answer = (value: unknown) => value as Answer;

describe(`post page actions on ${testDriver}`, () => {
  const database = useTestDatabase();
  let postId: string;
  let context: ReturnType<typeof testLoadContext>;
  beforeAll(() => {
    context = testLoadContext(database.current);
  });
  /** The post page's action, as React Router calls it, with the database and configuration of `loadContext`. */
  const act = (request: Request, loadContext = context) => handlePostAction({ request, context: loadContext }, postId);
  beforeEach(async () => {
    await database.current.db.insert(authors).values({ id: "a", name: "A" });
    [{ id: postId }] = (await database.current.db
      .insert(posts)
      .values({ slug: "p", title: "P", content: "x", authorId: "a", status: "published" })
      .returning({ id: posts.id })) as [{ id: string }];
  });

  it("likes with a new anonymous visitor cookie, and takes the like back with it", async () => {
    const first = answer(await act(form({ intent: "like" })));
    expect(first.data).toEqual({ intent: "like", count: 1, liked: true });
    const cookie = first.init!.headers!["Set-Cookie"]!;
    expect(cookie).toMatch(/^droids_visitor=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const again = answer(await act(form({ intent: "like" }, { cookie: cookie.split(";")[0]! })));
    expect(again.data).toEqual({ intent: "like", count: 0, liked: false });
    expect(again.init?.headers).toBeUndefined();
  });

  it("a like goes through the one form pipeline: a post from another site is refused and likes nothing, a repeated intent is named", async () => {
    const crossSite = answer(await act(form({ intent: "like" }, { origin: "https://evil.example" })));
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.data).toMatchObject({ ok: false, description: "This form can only be sent from our own site." });
    const repeated = answer(
      await act(
        formPost("/blog/p", [
          ["intent", "like"],
          ["intent", "like"],
        ]),
      ),
    );
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toMatchObject({ ok: false, description: "The field “intent” was sent more than once." });
    expect(await database.current.db.select().from(postLikes)).toEqual([]);
  });

  it("holds cookie-less likes to RATE_LIMIT_LIKES per address and post; taking a like back is never limited", async () => {
    const same = { "x-droids-client-ip": "198.51.100.80" };
    const limited = testLoadContext(database.current, { RATE_LIMIT_LIKES: "3/24h" });
    // A client that drops the visitor cookie is a new visitor every time.
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(answer(await act(form({ intent: "like" }, same), limited)));
    expect(answers.slice(0, 3).map((like) => like.data)).toEqual([1, 2, 3].map((count) => ({ intent: "like", count, liked: true })));
    const refused = answers.at(-1)!;
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toEqual({
      intent: "like",
      count: 3,
      liked: false,
      refused: expect.stringMatching(/^Too many likes from your network\. Please try again in \d+ (seconds|minute|minutes|hours)\.$/),
    });
    expect(Number(refused.init!.headers!["Retry-After"])).toBeGreaterThan(0);
    expect(await database.current.db.$count(postLikes)).toBe(3);

    // A visitor who liked takes it back, whatever the address has used.
    const cookie = answers[0]!.init!.headers!["Set-Cookie"]!.split(";")[0]!;
    expect(answer(await act(form({ intent: "like" }, { ...same, cookie }), limited)).data).toEqual({ intent: "like", count: 2, liked: false });
    // Another address, or another post, has its own count.
    expect(answer(await act(form({ intent: "like" }, { "x-droids-client-ip": "198.51.100.81" }), limited)).data).toMatchObject({ count: 3, liked: true });
  });

  it("refuses blank comments with the required-fields message and stores trimmed ones", async () => {
    const blank = answer(await act(await comment({ authorName: "  ", content: "Hi" })));
    expect(blank.data).toMatchObject({ ok: false, title: "Error", description: "Please fill in both name and comment fields." });
    expect(blank.init?.status).toBe(400);
    const ok = answer(await act(await comment({ authorName: " Ann ", content: " Hello \n" })));
    expect(ok.data).toEqual({ intent: "comment", ok: true, title: "Comment added!", description: "Your comment has been posted." });
    expect((await database.current.db.select().from(comments)).map((row) => [row.authorName, row.content])).toEqual([["Ann", "Hello"]]);
  });

  it("goes through the lead forms' pipeline: a post from another site is refused, a repeated field is named", async () => {
    const crossSite = answer(
      await act(await comment({ authorName: "Ann", content: "Hi" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })),
    );
    expect(crossSite.init?.status).toBe(403);
    expect(crossSite.data).toMatchObject({ intent: "comment", ok: false, title: "Error", description: "This form can only be sent from our own site." });
    const twice = new Request("http://localhost:3000/blog/p", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-droids-client-ip": "192.0.2.250" },
      body: new URLSearchParams([
        ["intent", "comment"],
        ["authorName", "Ann"],
        ["authorName", "Bob"],
        ["content", "Hi"],
        ["altcha", await solvedPow(parseConfig({}).authSecret)],
      ]),
    });
    const repeated = answer(await act(twice));
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data).toMatchObject({
      intent: "comment",
      ok: false,
      title: "Error",
      description: "The field “authorName” was sent more than once.",
      fields: { authorName: "This field was sent more than once." },
    });
    expect(await database.current.db.select().from(comments)).toEqual([]);
  });

  it("drops honeypot posts silently, limits comments per address, and refuses overlong ones", async () => {
    const bot = answer(await act(await comment({ authorName: "Bot", content: "spam", website: "http://spam" })));
    expect(bot.data).toMatchObject({ ok: true });
    const long = answer(await act(await comment({ authorName: "Ann", content: "x".repeat(5001) })));
    expect(long.init?.status).toBe(400);
    expect(await database.current.db.select().from(comments)).toEqual([]);

    const same = { "x-droids-client-ip": "198.51.100.77" };
    // RATE_LIMIT_COMMENTS comes from the load context's configuration.
    const limited = testLoadContext(database.current, { RATE_LIMIT_COMMENTS: "2/10m" });
    const post = async () => act(await comment({ authorName: "Ann", content: "Hi" }, same), limited);
    expect(answer(await post()).data).toMatchObject({ ok: true });
    expect(answer(await post()).data).toMatchObject({ ok: true });
    const third = answer(await post());
    expect(third.init?.status).toBe(429);
    expect(third.data).toMatchObject({ ok: false, title: "Error", description: expect.stringMatching(/^Too many requests/) });
  });

  it("does not hide a comment: that is the dashboard's moderation action, the one way", async () => {
    const [row] = await database.current.db.insert(comments).values({ postId, authorName: "Ann", content: "Hi" }).returning();
    const refused = answer(await act(form({ intent: "hide-comment", commentId: row!.id })));
    expect(refused.init?.status).toBe(400);
    expect((await database.current.db.select().from(comments))[0]!.status).toBe("visible");
  });
});
