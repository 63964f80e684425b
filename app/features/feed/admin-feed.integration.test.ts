import { signedInAccount } from "#tests/helpers/proven-account.ts";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { testLoadContext, withLoadContext } from "#tests/helpers/load-context.ts";
import { appOf } from "#app/platform/app-context.server.ts";
import { adminEvents, authors, posts, session, user, waitlistEntries, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { changeRole } from "#app/features/accounts/users.server.ts";
import { addComment } from "#app/features/blog/blog.server.ts";
import { createApiKey, revokeApiKey } from "#app/features/accounts/api-keys.server.ts";
import { requestDemo } from "#app/features/leads/demo/demo.server.ts";
import { confirmEntry, eraseWaitlistEntry, joinWaitlist } from "#app/features/leads/waitlist/waitlist.server.ts";
import { hashToken } from "#app/features/leads/waitlist/waitlist-tokens.server.ts";
import { newWebhookSecret } from "#app/features/webhooks/webhooks.server.ts";
import { AdminFeed, FEED_DEFAULTS } from "#app/platform/events/admin-feed.server.ts";
import { adminEventsApi as adminEventsApiHandler } from "./feed.handlers.server.ts";
import { adminApiDocument as openApiDocument } from "#app/routes/api/openapi.ts";
import { waitlistJoin } from "#tests/helpers/lead-input.ts";

let loadContext: ReturnType<typeof testLoadContext>;
const adminEventsApi = withLoadContext(adminEventsApiHandler, () => loadContext);

const base = "http://localhost:3000";
const links = { publicUrl: base, secret: "feed-test-secret-0123456789-0123456789" };
const person = (email: string, name = "Ada") => waitlistJoin(email, { name, company: "Acme", sourcePage: "/" });

interface Message {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** Reads a text/event-stream answer as it comes: its messages, its comment lines, and whether it ended. */
function readStream(response: Response): StreamState {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const state: StreamState = { messages: [], comments: [], ended: false, cancel: () => reader.cancel() };
  let buffer = "";
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return void (state.ended = true);
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) state.comments.push(line.slice(1).trim());
          else if (line) fields[line.slice(0, line.indexOf(":"))] = line.slice(line.indexOf(":") + 1).trim();
        }
        if (fields.event) state.messages.push({ id: fields.id!, event: fields.event, data: JSON.parse(fields.data!) });
      }
    }
  })();
  readers.push(state);
  return state;
}
interface StreamState {
  messages: Message[];
  comments: string[];
  ended: boolean;
  cancel(): Promise<void>;
}
const readers: StreamState[] = [];

const call = (init: { key?: string; cookie?: string; lastEventId?: string; query?: string } = {}) => {
  const headers = new Headers();
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.lastEventId !== undefined) headers.set("last-event-id", init.lastEventId);
  return new Request(`${base}/api/v1/events${init.query ?? ""}`, { headers });
};

describe(`admin feed on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;
  let key: string;

  beforeAll(() => {
    loadContext = testLoadContext(database.current);
  });
  afterEach(async () => {
    for (const reader of readers.splice(0)) await reader.cancel().catch(() => {});
    await vi.waitFor(() => expect(feed().size).toBe(0));
  });
  const feed = () => appOf({ context: loadContext }).feed;

  async function admin() {
    await db().insert(user).values({ id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" });
    key = (await createApiKey(db(), "admin-1", "feed")).key;
    return key;
  }

  async function open(init: Parameters<typeof call>[0]) {
    const response = await adminEventsApi(call(init));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    return readStream(response);
  }

  it("streams joins, confirmations, demo requests and comments as they commit, named as their webhook events, with what admins see", async () => {
    await open({ key: await admin() });
    await joinWaitlist(db(), person("ada@example.com"), links);
    await db()
      .update(waitlistEntries)
      .set({ confirmTokenHash: hashToken("confirm-me"), confirmTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(waitlistEntries.email, "ada@example.com"));
    await confirmEntry(db(), "confirm-me");
    await requestDemo(
      db(),
      {
        name: "Dee",
        email: "dee@example.com",
        company: "Co",
        phone: "",
        teamSize: "11-50",
        timeSlot: "morning",
        message: "Hi",
        prompt: undefined,
        sourcePage: "/demo",
      },
      links,
    );
    await db().insert(authors).values({ id: "ann", name: "Ann" });
    const [post] = await db().insert(posts).values({ slug: "hello", title: "Hello", content: "Body", authorId: "ann", status: "published" }).returning();
    await addComment(db(), post!.id, { authorName: "Cy", content: "Nice post" });

    const stream = readers[0]!;
    await vi.waitFor(() => expect(stream.messages).toHaveLength(4));
    expect(stream.messages.map((message) => message.event)).toEqual(["waitlist.joined", "waitlist.confirmed", "demo.requested", "comment.posted"]);
    expect(stream.messages[0]!.data).toMatchObject({ email: "ada@example.com", name: "Ada", company: "Acme" });
    expect(stream.messages[1]!.data).toMatchObject({ email: "ada@example.com", name: "Ada" });
    expect(stream.messages[2]!.data).toMatchObject({ email: "dee@example.com", name: "Dee", company: "Co" });
    expect(stream.messages[3]!.data).toMatchObject({ authorName: "Cy", content: "Nice post", postSlug: "hello", postTitle: "Hello" });
    const ids = stream.messages.map((message) => Number(message.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(stream.comments).toContain("connected");
  });

  it("records every webhook event and still queues its deliveries for the endpoints that want it", async () => {
    await db()
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["comment.posted"], secret: newWebhookSecret() });
    await joinWaitlist(db(), person("bo@example.com", "Bo"), links);
    await db().insert(authors).values({ id: "ann", name: "Ann" });
    const [post] = await db().insert(posts).values({ slug: "hi", title: "Hi", content: "Body", authorId: "ann", status: "published" }).returning();
    await addComment(db(), post!.id, { authorName: "Cy", content: "First" });
    const events = await db().select().from(adminEvents).orderBy(adminEvents.id);
    expect(events.map((event) => event.name)).toEqual(["waitlist.joined", "comment.posted"]);
    const deliveries = await db().select().from(webhookDeliveries);
    expect(deliveries.map((delivery) => [delivery.event, delivery.body])).toEqual([["comment.posted", events[1]!.body]]);
  });

  it("forgets the events about an erased waitlist entry", async () => {
    await joinWaitlist(db(), person("gone@example.com"), links);
    await joinWaitlist(db(), person("kept@example.com"), links);
    expect(await eraseWaitlistEntry(db(), "gone@example.com")).toBe(true);
    const events = await db().select().from(adminEvents);
    expect(events.map((event) => JSON.parse(event.body).data.email)).toEqual(["kept@example.com"]);
  });

  it("sends nothing for a write that is rolled back", async () => {
    const stream = await open({ key: await admin() });
    await db()
      .transaction(async (tx) => {
        await tx.insert(adminEvents).values({ name: "waitlist.joined", body: JSON.stringify({ data: { email: "never@example.com" } }) });
        throw new Error("roll back");
      })
      .catch(() => {});
    await joinWaitlist(db(), person("after@example.com"), links);
    await vi.waitFor(() => expect(stream.messages).toHaveLength(1));
    expect(stream.messages[0]!.data.email).toBe("after@example.com");
  });

  it("resumes after Last-Event-ID: the events after it first, then live ones, none twice", async () => {
    await admin();
    for (const email of ["one@example.com", "two@example.com", "three@example.com"]) await joinWaitlist(db(), person(email), links);
    const [first] = await db().select().from(adminEvents).orderBy(adminEvents.id).limit(1);
    const resumed = await open({ key, lastEventId: String(first!.id) });
    await joinWaitlist(db(), person("four@example.com"), links);
    await vi.waitFor(() => expect(resumed.messages.map((message) => message.data.email)).toEqual(["two@example.com", "three@example.com", "four@example.com"]));
    // The query parameter does the same for clients that cannot set the header.
    const byQuery = await open({ key, query: `?lastEventId=${first!.id + 2}` });
    await vi.waitFor(() => expect(byQuery.messages.map((message) => message.data.email)).toEqual(["four@example.com"]));

    const documented = (openApiDocument(base).paths as unknown as Record<string, { get: { responses: Record<string, unknown> } }>)["/api/v1/events"]!.get
      .responses;
    expect(Object.keys(documented)).toEqual(["200", "400", "401", "403", "429", "503"]);

    const bad = await adminEventsApi(call({ key, lastEventId: "yesterday" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_last_event_id" } });
  });

  it("refuses the signed-out (401), revoked keys (401) and non-admins (403)", async () => {
    // First, so that the account signed up below is not the first one (which becomes an admin).
    await admin();
    const none = await adminEventsApi(call());
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { code: "unauthorized" } });
    expect((await adminEventsApi(call({ key: "dk_not_a_key" }))).status).toBe(401);

    const cookie = await signedInAccount(loadContext, { name: "Plain", email: "plain@example.com" });
    const forbidden = await adminEventsApi(call({ cookie }));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: { code: "forbidden" } });

    // A key whose maker is no longer an admin (another admin first: the last one cannot be demoted).
    await changeRole(db(), { email: "plain@example.com" }, "admin");
    expect(await changeRole(db(), { email: "admin@example.com" }, "user")).toBe("ok");
    expect((await adminEventsApi(call({ key }))).status).toBe(403);
    // The user made admin, by session: allowed.
    await open({ cookie });
  });

  it(`caps open streams at ${FEED_DEFAULTS.maxStreamsPerUser} per user (429), and frees a slot when a client leaves`, async () => {
    await admin();
    const streams = [];
    for (let i = 0; i < FEED_DEFAULTS.maxStreamsPerUser; i++) streams.push(await open({ key }));
    const refused = await adminEventsApi(call({ key }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("15");
    expect(await refused.json()).toMatchObject({ error: { code: "too_many_streams" } });
    // Another admin is not affected.
    await db().insert(user).values({ id: "admin-2", name: "Other", email: "other@example.com", role: "admin" });
    await open({ key: (await createApiKey(db(), "admin-2", "other")).key });

    await streams[0]!.cancel();
    await vi.waitFor(() => expect(feed().size).toBe(FEED_DEFAULTS.maxStreamsPerUser));
    await open({ key });
  });

  it("ends a stream when its request is aborted (the client left)", async () => {
    await admin();
    const controller = new AbortController();
    const response = await adminEventsApi(new Request(`${base}/api/v1/events`, { headers: { authorization: `Bearer ${key}` }, signal: controller.signal }));
    const stream = readStream(response);
    expect(feed().size).toBe(1);
    controller.abort();
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    expect(feed().size).toBe(0);
  });

  it("ends a stream within 5 s of its key being revoked, its session ending, or its user losing the admin role, and keeps the others", async () => {
    await admin();
    const { record } = await createApiKey(db(), "admin-1", "second");
    const toRevoke = await createApiKey(db(), "admin-1", "to revoke");
    const revokedKey = toRevoke.key;
    const byKey = await open({ key });
    const byRevokedKey = await open({ key: revokedKey });
    const cookie = await signedUpAdmin("second@example.com");
    const bySession = await open({ cookie });
    const otherCookie = await signedUpAdmin("third@example.com");
    const bySignedOutSession = await open({ cookie: otherCookie });
    expect(feed().size).toBe(4);

    // The key revoked, one session signed out (its row gone): those two end, no sooner than asked.
    expect(await revokeApiKey(db(), toRevoke.record.id)).toBe(true);
    await db()
      .delete(session)
      .where(eq(session.userId, (await userByEmail("third@example.com")).id));
    await vi.waitFor(() => expect([byRevokedKey.ended, bySignedOutSession.ended]).toEqual([true, true]), { timeout: 5000, interval: 50 });
    expect([byKey.ended, bySession.ended]).toEqual([false, false]);
    expect(feed().size).toBe(2);

    // An expired session ends its stream too.
    const expiring = await open({ cookie });
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, (await userByEmail("second@example.com")).id));
    await vi.waitFor(() => expect([expiring.ended, bySession.ended]).toEqual([true, true]), { timeout: 5000, interval: 50 });

    // The key's maker demoted: the key's stream ends. A key not revoked but not used is unaffected meanwhile.
    expect(record.name).toBe("second");
    await changeRole(db(), { email: "admin@example.com" }, "user");
    await vi.waitFor(() => expect(byKey.ended).toBe(true), { timeout: 5000, interval: 50 });
    expect(feed().size).toBe(0);
  });

  it("ends a session's stream within 5 s of its user losing the admin role", async () => {
    await admin();
    const cookie = await signedUpAdmin("demoted@example.com");
    const stream = await open({ cookie });
    await joinWaitlist(db(), person("before@example.com"), links);
    await vi.waitFor(() => expect(stream.messages).toHaveLength(1));
    await changeRole(db(), { email: "demoted@example.com" }, "user");
    await vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 5000, interval: 50 });
    await joinWaitlist(db(), person("after@example.com"), links);
    expect(stream.messages.map((message) => message.data.email)).toEqual(["before@example.com"]);
  });

  /** Signs up an account (not the first, so not an admin by itself), makes it an admin, and returns its session cookie. */
  async function signedUpAdmin(email: string) {
    return signedInAccount(loadContext, { name: "Second", email, role: "admin" });
  }
  const userByEmail = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0]!;
});

describe(`admin feed parts on ${testDriver}`, () => {
  const database = useTestDatabase();
  const feeds: AdminFeed[] = [];
  // The streams below are opened as two admins: a stream ends when its user is no longer one.
  beforeEach(async () => {
    await database.current.db.insert(user).values([
      { id: "a", name: "A", email: "a@example.com", role: "admin" },
      { id: "b", name: "B", email: "b@example.com", role: "admin" },
    ]);
  });
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
    for (const reader of readers.splice(0)) await reader.cancel().catch(() => {});
  });
  const newFeed = (options = {}) => {
    const feed = new AdminFeed(database.current, options);
    feeds.push(feed);
    return feed;
  };

  it("sends a keep-alive comment every keepAliveMs (15 s by default)", async () => {
    expect(FEED_DEFAULTS.keepAliveMs).toBe(15_000);
    const stream = readStream(await newFeed({ keepAliveMs: 40 }).open({ access: { userId: "a" } }));
    await vi.waitFor(() => expect(stream.comments.filter((comment) => comment === "keep-alive").length).toBeGreaterThanOrEqual(2));
    expect(stream.messages).toEqual([]);
  });

  it("ends every stream on close (shutdown) with a hint to reconnect in a second, and refuses new ones with 503", async () => {
    const feed = newFeed();
    const response = await feed.open({ access: { userId: "a" } });
    const text = response.text();
    await feed.close();
    // The last words: reconnect in a second (to another server behind a proxy), from the last event.
    expect(await text).toMatch(/retry: 1000\n: this server is stopping; reconnect\n\n$/);
    const stream = readStream(await newFeed().open({ access: { userId: "a" } }));
    await feeds.at(-1)!.close();
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    const refused = await feed.open({ access: { userId: "a" } }).catch((response: Response) => response);
    expect(refused.status).toBe(503);
  });

  it("fans one event out to every feed listening on the database (as on several servers)", async () => {
    const streams = [readStream(await newFeed().open({ access: { userId: "a" } })), readStream(await newFeed().open({ access: { userId: "b" } }))];
    await joinWaitlist(database.current.db, person("both@example.com"), links);
    for (const stream of streams) await vi.waitFor(() => expect(stream.messages.map((message) => message.data.email)).toEqual(["both@example.com"]));
  });

  it("catches up from the table after its LISTEN connection was lost (an empty notification)", async () => {
    const feed = newFeed();
    const stream = readStream(await feed.open({ access: { userId: "a" } }));
    // Written without the trigger's notification reaching anyone: as if sent while the listener reconnected.
    await database.current.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(adminEvents).values({ name: "demo.requested", body: JSON.stringify({ data: { email: "missed@example.com" } }) });
    });
    await (feed as unknown as { heard: (schema: string, payload: string) => Promise<void> }).heard("", "");
    await vi.waitFor(() => expect(stream.messages.map((message) => message.data.email)).toEqual(["missed@example.com"]));
  });

  it("prunes events older than keepMs and beyond the newest keepEvents", async () => {
    const { db } = database.current;
    const old = new Date(Date.now() - FEED_DEFAULTS.keepMs - 60_000);
    await db
      .insert(adminEvents)
      .values([{ name: "waitlist.joined", body: "{}", createdAt: old }, ...Array.from({ length: 4 }, () => ({ name: "waitlist.joined", body: "{}" }))]);
    await newFeed({ keepEvents: 3 }).prune();
    const left = await db.select().from(adminEvents).orderBy(adminEvents.id);
    expect(left).toHaveLength(3);
    expect(left.every((event) => event.createdAt > old)).toBe(true);
  });

  it("replays after Last-Event-ID a page at a time as the reader takes it, never the whole backlog at once", async () => {
    const { db } = database.current;
    const big = "x".repeat(15_000);
    await db
      .insert(adminEvents)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: "demo.requested", body: JSON.stringify({ data: { n: i, message: big } }) })));
    const feed = newFeed();
    const response = await feed.open({ access: { userId: "a" }, lastEventId: 0 });
    // Nobody reads yet: at most one page (100 events of 15 KB) is queued, not all 300 (4.5 MB).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.unsentBytes).toBeLessThan(100 * 15_200 + 64 * 1024);
    expect(feed.unsentBytes).toBeGreaterThan(0);
    const stream = readStream(response);
    await vi.waitFor(() => expect(stream.messages).toHaveLength(300));
    expect(stream.messages.map((message) => message.data.n)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(stream.ended).toBe(false);
  });

  it("ends a stream whose reader leaves more than maxUnsentBytes unread (1 MB by default), dropping what it held", async () => {
    expect(FEED_DEFAULTS.maxUnsentBytes).toBe(1024 * 1024);
    const feed = newFeed({ maxUnsentBytes: 200_000 });
    const stalled = await feed.open({ access: { userId: "a" } });
    const reading = readStream(await feed.open({ access: { userId: "b" } }));
    const message = "m".repeat(4000);
    for (let i = 0; i < 60; i++)
      await requestDemo(
        database.current.db,
        {
          name: "Dee",
          email: `dee-${i}@example.com`,
          company: "Co",
          phone: "",
          teamSize: "11-50",
          timeSlot: "morning",
          message,
          prompt: undefined,
          sourcePage: "/demo",
        },
        links,
      );
    await vi.waitFor(() => expect(reading.messages).toHaveLength(60));
    // The stalled one was ended past 200 KB and holds nothing; the one that reads goes on.
    expect(feed.size).toBe(1);
    expect(feed.unsentBytes).toBeLessThan(64 * 1024);
    const reader = stalled.body!.getReader();
    await expect(reader.read()).rejects.toThrow(/did not read the stream/);
    expect(reading.ended).toBe(false);
  });
});
