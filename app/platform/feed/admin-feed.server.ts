import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.server.ts";
import { selectRows } from "../db/client.server.ts";
import { jsonError } from "../http/json-error.ts";

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

/** One event in the text/event-stream format: JSON has no raw newlines, so `data:` is one line. */
export const sseMessage = (event: FeedEvent) =>
  `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify({ ...event.data, at: event.createdAt })}\n\n`;

interface Stream {
  userId: string;
  /** Takes an event heard on the channel. */
  live(event: FeedEvent): void;
  send(text: string): void;
  end(): void;
}

/**
 * The admin feed of one server process: its open Server-Sent Events streams,
 * and one LISTEN on 'admin_events' (started with the first stream) that
 * hears every event committed by any server on the database. Each
 * notification names the new rows; they are read once and written to
 * every stream. A stream that resumes (Last-Event-ID) is sent the rows after
 * that id first. Made once per process (server/site.ts).
 */
export class AdminFeed {
  private readonly options: Required<AdminFeedOptions>;
  private readonly streams = new Set<Stream>();
  private listening: Promise<{ schema: string; stop: () => Promise<void> }> | undefined;
  /** The highest id this process has sent on: where a lost LISTEN connection catches up from. */
  private lastSeenId = 0;
  private keepAlive: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
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

  /** Starts pruning old events now and every `pruneEveryMs`. */
  startPruning(onError: (error: unknown) => void = () => {}) {
    const prune = () => void this.prune().catch(onError);
    prune();
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
    const rows = await selectRows<EventRow>(this.database.db, sql`select "id", "name", "body", "created_at" from "admin_events" order by "id" desc limit ${limit}`);
    return rows.map(toFeedEvent);
  }

  /**
   * A text/event-stream answer for `userId` that sends every event from now
   * on (after `lastEventId`'s when given) until the client leaves (`signal`)
   * or the feed closes. Throws a 429 answer when the user has all their
   * streams open already, 503 once the feed is closed.
   */
  async open({ userId, lastEventId, signal }: { userId: string; lastEventId?: number; signal?: AbortSignal }): Promise<Response> {
    if (this.closed) throw jsonError(503, "shutting_down", "The server is shutting down: connect again in a moment.", undefined, { "Retry-After": "1" });
    const open = [...this.streams].filter((stream) => stream.userId === userId).length;
    if (open >= this.options.maxStreamsPerUser) {
      throw jsonError(429, "too_many_streams", `You have ${open} event streams open already, the most one user may have: close one (another tab or client) first.`, undefined, {
        "Retry-After": "15",
      });
    }
    const listening = this.listen();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    /** Live events that arrive while the replay is read are held here, then sent after it. */
    let held: FeedEvent[] | undefined = lastEventId === undefined ? undefined : [];
    let replayedUpTo = lastEventId ?? 0;
    const stream: Stream = {
      userId,
      live: (event) => {
        if (held) held.push(event);
        else if (lastEventId === undefined || event.id > replayedUpTo) stream.send(sseMessage(event));
      },
      send: (text) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.streams.delete(stream);
        signal?.removeEventListener("abort", stream.end);
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      },
    };
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      cancel: () => stream.end(),
    });
    // Counted before the first await, so concurrent opens cannot pass the cap together.
    this.streams.add(stream);
    signal?.addEventListener("abort", stream.end, { once: true });
    try {
      await listening;
    } catch (error) {
      stream.end();
      throw error;
    }
    // Tells the browser how soon to reconnect, and gets the headers out now.
    stream.send(`retry: 2000\n: connected\n\n`);
    if (lastEventId !== undefined) {
      const rows = await selectRows<EventRow>(
        this.database.db,
        sql`select "id", "name", "body", "created_at" from "admin_events" where "id" > ${lastEventId} order by "id" limit ${this.options.replayLimit}`,
      );
      for (const row of rows) {
        const event = toFeedEvent(row);
        stream.send(sseMessage(event));
        replayedUpTo = Math.max(replayedUpTo, event.id);
      }
      const replayed = new Set(rows.map((row) => Number(row.id)));
      const pending = held ?? [];
      held = undefined;
      for (const event of pending) if (!replayed.has(event.id)) stream.send(sseMessage(event));
    }
    this.startKeepAlive();
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // Never stored, never transformed (compressed) on the way, not buffered by a proxy.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }

  /** Ends every stream (clients see the stream close) and stops listening: the server is shutting down. */
  async close() {
    this.closed = true;
    clearInterval(this.keepAlive);
    clearInterval(this.pruner);
    for (const stream of [...this.streams]) stream.end();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await listening.then(({ stop }) => stop(), () => {});
  }

  private startKeepAlive() {
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => {
      for (const stream of this.streams) stream.send(": keep-alive\n\n");
    }, this.options.keepAliveMs);
    this.keepAlive.unref();
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
