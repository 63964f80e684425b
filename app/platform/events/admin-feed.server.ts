import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { jsonError } from "#app/platform/http/json-error.ts";

/** One event as the feed sends it: the SSE id, the webhook event name, and what admins may see. */
export interface FeedEvent {
  id: number;
  name: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface AdminFeedOptions {
  /** Open streams one user may hold at once (tabs, API clients); one more is refused with 429. */
  maxStreamsPerUser?: number;
  /** A comment line this often keeps proxies and browsers from closing an idle stream. */
  keepAliveMs?: number;
  /** At most this many events are replayed after Last-Event-ID (older ones are pruned anyway). */
  replayLimit?: number;
  /** The replay reads this many events at a time, the next page once the reader has taken the last. */
  replayPageSize?: number;
  /** A stream whose reader leaves more than this many bytes unread ends (it resumes with Last-Event-ID). */
  maxUnsentBytes?: number;
  /** How often, while streams are open, their access is checked again. */
  recheckMs?: number;
  /** Events kept: the newest `keepEvents`, none older than `keepMs`. */
  keepEvents?: number;
  keepMs?: number;
  /** How often old events are pruned. */
  pruneEveryMs?: number;
}

export const FEED_DEFAULTS = {
  maxStreamsPerUser: 5,
  keepAliveMs: 15_000,
  replayLimit: 1000,
  replayPageSize: 100,
  maxUnsentBytes: 1024 * 1024,
  recheckMs: 2000,
  keepEvents: 10_000,
  keepMs: 30 * 24 * 60 * 60_000,
  pruneEveryMs: 60 * 60_000,
} satisfies Required<AdminFeedOptions>;

/** The channel migration 0013's trigger notifies: "schema:id,id,…" (no ids: catch up from the table). */
const CHANNEL = "admin_events";

interface EventRow {
  id: string | number;
  name: string;
  body: string;
  created_at: string | Date;
}

const toFeedEvent = (row: EventRow): FeedEvent => ({
  id: Number(row.id),
  name: row.name,
  data: (JSON.parse(row.body) as { data?: Record<string, unknown> }).data ?? {},
  createdAt: new Date(row.created_at).toISOString(),
});

const encoder = new TextEncoder();

/** What a stream queues before it stops asking for more of its replay (its reader takes it as the socket drains). */
const QUEUE_BYTES = 64 * 1024;

/** Why a stream whose reader fell too far behind ends (a read after it fails with this). */
const FALLEN_BEHIND = new Error("The client did not read the stream: it was ended, and resumes with Last-Event-ID.");

/** One grant per user and session or key: streams that came with the same one are checked once. */
const accessKey = ({ userId, sessionId, apiKeyId }: FeedAccess) => `${userId}\n${sessionId ?? ""}\n${apiKeyId ?? ""}`;

/** One event in the text/event-stream format: JSON has no raw newlines, so `data:` is one line. */
export const sseMessage = (event: FeedEvent) => `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify({ ...event.data, at: event.createdAt })}\n\n`;

/**
 * What let a stream open, checked again while it is open: the user, and the
 * session or API key they came with.
 */
export interface FeedAccess {
  userId: string;
  sessionId?: string;
  apiKeyId?: string;
}

/** What a stream's reader gets last when this server stops: reconnect in a second. */
export const STOPPING_HINT = "retry: 1000\n: this server is stopping; reconnect\n\n";

interface Stream {
  access: FeedAccess;
  /** Bytes its reader has not taken yet. */
  unsent(): number;
  /** Takes an event heard on the channel. */
  live(event: FeedEvent): void;
  send(text: string): void;
  /** With a reason, what was not sent yet is dropped and the reader sees an error. */
  end(reason?: Error): void;
}

/**
 * The admin feed of one server process: its open Server-Sent Events streams,
 * and one LISTEN on 'admin_events' (started with the first stream) that
 * hears every event committed by any server on the database. Each
 * notification names the new rows; they are read once and written to
 * every stream. A stream that resumes (Last-Event-ID) is sent the rows after
 * that id first, a page at a time as its reader takes them.
 *
 * A stream lasts only as long as what opened it: every `recheckMs` while
 * streams are open, one query asks the shared database which of them still
 * have an admin with a live session or an unrevoked key, and the others end
 * (so a change made on any server, or straight in the database, ends them
 * on every server). A stream whose reader does not keep up holds at most
 * `maxUnsentBytes` here; past that it ends, and its client resumes with
 * Last-Event-ID. Made once per process (server/site.ts).
 */
export class AdminFeed {
  private readonly options: Required<AdminFeedOptions>;
  private readonly streams = new Set<Stream>();
  private listening: Promise<{ schema: string; stop: () => Promise<void> }> | undefined;
  /** The highest id this process has sent on: where a lost LISTEN connection catches up from. */
  private lastSeenId = 0;
  private keepAlive: NodeJS.Timeout | undefined;
  private rechecker: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private firstPrune: NodeJS.Timeout | undefined;
  private closed = false;

  private readonly database: DatabaseHandle;

  constructor(database: DatabaseHandle, options: AdminFeedOptions = {}) {
    this.database = database;
    this.options = { ...FEED_DEFAULTS, ...options };
  }

  /** How many streams are open (all users). */
  get size() {
    return this.streams.size;
  }

  /** Bytes given to open streams that their readers have not taken yet (all streams). */
  get unsentBytes() {
    let total = 0;
    for (const stream of this.streams) total += stream.unsent();
    return total;
  }

  /** Starts pruning old events after `firstRunMs` and every `pruneEveryMs`. */
  startPruning(onError: (error: unknown) => void = () => {}, firstRunMs = 0) {
    const prune = () => void this.prune().catch(onError);
    this.firstPrune = setTimeout(prune, firstRunMs);
    this.firstPrune.unref();
    this.pruner = setInterval(prune, this.options.pruneEveryMs);
    this.pruner.unref();
  }

  /** Deletes events older than `keepMs` and all but the newest `keepEvents`. */
  async prune(now = new Date()) {
    const { keepEvents, keepMs } = this.options;
    await this.database.db.execute(sql`delete from "admin_events" where "created_at" < ${new Date(now.getTime() - keepMs).toISOString()}
      or "id" <= (select "id" from "admin_events" order by "id" desc offset ${keepEvents} limit 1)`);
  }

  /** The newest events, newest first (the Overview's activity list when it loads). */
  async recent(limit = 20): Promise<FeedEvent[]> {
    const rows = await selectRows<EventRow>(
      this.database.db,
      sql`select "id", "name", "body", "created_at" from "admin_events" order by "id" desc limit ${limit}`,
    );
    return rows.map(toFeedEvent);
  }

  /**
   * A text/event-stream answer for `access.userId` that sends every event
   * from now on (after `lastEventId`'s when given) until the client leaves
   * (`signal`), its access ends, it falls too far behind, or the feed
   * closes. Throws a 429 answer when the user has all their streams open
   * already, 503 once the feed is closed.
   */
  async open({ access, lastEventId, signal }: { access: FeedAccess; lastEventId?: number; signal?: AbortSignal }): Promise<Response> {
    if (this.closed) throw jsonError(503, "shutting_down", "The server is shutting down: connect again in a moment.", undefined, { "Retry-After": "1" });
    const open = [...this.streams].filter((stream) => stream.access.userId === access.userId).length;
    if (open >= this.options.maxStreamsPerUser) {
      throw jsonError(
        429,
        "too_many_streams",
        `You have ${open} event streams open already, the most one user may have: close one (another tab or client) first.`,
        undefined,
        {
          "Retry-After": "15",
        },
      );
    }
    const listening = this.listen();
    const { maxUnsentBytes, replayPageSize, replayLimit } = this.options;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    /** Resolves once the stream may replay: after the LISTEN started and "connected" went out. */
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    /**
     * While resuming: the live events heard meanwhile (sent after the
     * replay, less those it sent), their size, and the ids it sent.
     */
    let replay: { after: number; sent: number; held: FeedEvent[]; heldBytes: number; ids: Set<number> } | undefined =
      lastEventId === undefined ? undefined : { after: lastEventId, sent: 0, held: [], heldBytes: 0, ids: new Set() };
    /** The last id the replay sent: a notification of it may still come after the replay. */
    let replayedUpTo = 0;
    /** Bytes given to the stream that its reader has not taken yet (plus live events held during a replay). */
    const unsent = () => QUEUE_BYTES - (controller.desiredSize ?? 0) + (replay?.heldBytes ?? 0);
    const enqueue = (text: string) => {
      if (!ended) controller.enqueue(encoder.encode(text));
    };
    const stream: Stream = {
      access,
      unsent,
      live: (event) => {
        if (!replay) return event.id > replayedUpTo ? stream.send(sseMessage(event)) : undefined;
        replay.held.push(event);
        replay.heldBytes += sseMessage(event).length;
        if (unsent() > maxUnsentBytes) stream.end(FALLEN_BEHIND);
      },
      send: (text) => {
        enqueue(text);
        if (unsent() > maxUnsentBytes) stream.end(FALLEN_BEHIND);
      },
      end: (reason?: Error) => {
        if (ended) return;
        ended = true;
        this.streams.delete(stream);
        if (this.streams.size === 0) this.stopTimers();
        signal?.removeEventListener("abort", onAbort);
        try {
          // Dropping what was not sent yet: the client resumes from its last id.
          if (reason) controller.error(reason);
          else controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      },
    };
    const onAbort = () => stream.end();
    /** Sends the next page of the replay; the last page sends the live events held meanwhile. */
    const replayPage = async () => {
      if (!replay) return;
      const limit = Math.min(replayPageSize, replayLimit - replay.sent);
      const rows =
        limit > 0
          ? await selectRows<EventRow>(
              this.database.db,
              sql`select "id", "name", "body", "created_at" from "admin_events" where "id" > ${replay.after} order by "id" limit ${limit}`,
            )
          : [];
      if (ended) return;
      for (const row of rows) {
        const event = toFeedEvent(row);
        replay.ids.add(event.id);
        replay.after = replayedUpTo = event.id;
        replay.sent++;
        // Not counted against the bound: a page is read only once the reader took the one before.
        enqueue(sseMessage(event));
      }
      if (rows.length === limit && limit > 0) return;
      const { held, ids } = replay;
      replay = undefined;
      for (const event of held) if (!ids.has(event.id)) stream.send(sseMessage(event));
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start: (c) => {
          controller = c;
        },
        // Called whenever the reader has taken what was queued: the replay goes on only as fast as it is read.
        pull: async () => {
          await ready;
          await replayPage().catch((error: unknown) => stream.end(error instanceof Error ? error : new Error(String(error))));
        },
        cancel: () => stream.end(),
      },
      { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
    );
    // Counted before the first await, so concurrent opens cannot pass the cap together.
    this.streams.add(stream);
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) stream.end();
    try {
      await listening;
    } catch (error) {
      stream.end();
      throw error;
    }
    // Tells the browser how soon to reconnect, and gets the headers out now.
    stream.send(`retry: 2000\n: connected\n\n`);
    started();
    this.startTimers();
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // Never stored, never transformed (compressed) on the way, not buffered by a proxy.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }

  /**
   * Ends the streams whose access has ended: the user is no longer an
   * admin (or is gone), the session was signed out or expired, the API key
   * was revoked. One query for all of them, on the shared database.
   */
  async recheck() {
    const streams = [...this.streams];
    if (streams.length === 0) return;
    const grants = new Map<string, FeedAccess>();
    for (const { access } of streams) grants.set(accessKey(access), access);
    const rows = await selectRows<{ key: string }>(
      this.database.db,
      sql`select g."key" from jsonb_to_recordset(${JSON.stringify([...grants].map(([key, access]) => ({ key, user_id: access.userId, session_id: access.sessionId ?? null, api_key_id: access.apiKeyId ?? null })))}::jsonb)
        as g("key" text, "user_id" text, "session_id" text, "api_key_id" text)
        where exists (select 1 from "user" u where u."id" = g."user_id" and u."role" = 'admin')
          and (g."session_id" is null or exists (select 1 from "session" s where s."id" = g."session_id" and s."user_id" = g."user_id" and s."expires_at" > now()))
          and (g."api_key_id" is null or exists (select 1 from "api_keys" k where k."id"::text = g."api_key_id" and k."created_by" = g."user_id" and k."revoked_at" is null))`,
    );
    const allowed = new Set(rows.map((row) => row.key));
    for (const stream of streams) if (!allowed.has(accessKey(stream.access))) stream.end();
  }

  /** Ends every stream (clients see the stream close) and stops listening: the server is shutting down. */
  async close() {
    this.closed = true;
    this.stopTimers();
    clearInterval(this.pruner);
    clearTimeout(this.firstPrune);
    // The reader reconnects a second later (to another server behind a proxy), from the last event it has.
    for (const stream of [...this.streams]) {
      stream.send(STOPPING_HINT);
      stream.end();
    }
    const listening = this.listening;
    this.listening = undefined;
    if (listening)
      await listening.then(
        ({ stop }) => stop(),
        () => {},
      );
  }

  /** While streams are open: the keep-alive comment, and the check of their access. */
  private startTimers() {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => {
      for (const stream of this.streams) stream.send(": keep-alive\n\n");
    }, this.options.keepAliveMs);
    this.keepAlive.unref();
    let checking = false;
    this.rechecker = setInterval(() => {
      if (checking) return;
      checking = true;
      // A database that does not answer ends no stream: the next check tries again.
      void this.recheck()
        .catch(() => {})
        .finally(() => (checking = false));
    }, this.options.recheckMs);
    this.rechecker.unref();
  }

  private stopTimers() {
    clearInterval(this.keepAlive);
    clearInterval(this.rechecker);
    this.keepAlive = undefined;
    this.rechecker = undefined;
  }

  private listen() {
    this.listening ??= (async () => {
      const [row] = await selectRows<{ schema: string }>(this.database.db, sql`select current_schema() as "schema"`);
      const schema = row!.schema;
      const [last] = await selectRows<{ id: string | null }>(this.database.db, sql`select max("id") as "id" from "admin_events"`);
      this.lastSeenId = Math.max(this.lastSeenId, Number(last?.id ?? 0));
      // One notification at a time: their reads would otherwise come back in
      // any order (PostgreSQL's pool), and events reach streams in commit order.
      let reading = Promise.resolve();
      const stop = await this.database.listen(CHANNEL, (payload) => {
        reading = reading.then(() => this.heard(schema, payload));
      });
      return { schema, stop };
    })();
    // A failed start is tried again by the next stream.
    this.listening.catch(() => (this.listening = undefined));
    return this.listening;
  }

  /** Reads the rows a notification names (all rows after the last seen when it names none) and sends them. */
  private async heard(schema: string, payload: string) {
    // "" is the listener's reconnect: notifications may have been lost meanwhile.
    const separator = payload.indexOf(":");
    if (payload !== "" && payload.slice(0, separator) !== schema) return;
    const ids = payload === "" ? "" : payload.slice(separator + 1);
    try {
      const rows = await selectRows<EventRow>(
        this.database.db,
        ids.length
          ? sql`select "id", "name", "body", "created_at" from "admin_events" where "id" = any(string_to_array(${ids}, ',')::bigint[]) order by "id"`
          : sql`select "id", "name", "body", "created_at" from "admin_events" where "id" > ${this.lastSeenId} order by "id" limit ${this.options.replayLimit}`,
      );
      for (const row of rows) {
        const event = toFeedEvent(row);
        this.lastSeenId = Math.max(this.lastSeenId, event.id);
        for (const stream of this.streams) stream.live(event);
      }
    } catch {
      // The database is gone (shutting down) or unreachable: the next notification or reconnect catches up.
    }
  }
}
