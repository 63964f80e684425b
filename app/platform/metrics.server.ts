/**
 * What a server process tells Prometheus (`/metrics`, not public: on
 * METRICS_PORT, or on the site's port with METRICS_TOKEN; server/main.ts).
 * One registry per process, made with the site (server/site.ts): requests by
 * route pattern, kept pages, the mail and webhook outboxes, live feed
 * streams, the database, memory and the event loop. The figures read from
 * the database (queues, the last backup) are read when scraped, each with an
 * index (decision 0045 lists the numbers to alert on).
 */
import client from "prom-client";
import { sql } from "drizzle-orm";
import { selectRows, type Database, type DatabaseHandle } from "./db/client.server.ts";

type StatusClass = "1xx" | "2xx" | "3xx" | "4xx" | "5xx";
const statusClass = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx` as StatusClass;

/** Figures of this process that the gauges read when scraped. */
export interface LiveFigures {
  /** Open admin feed streams. */
  streams(): number;
  /** Pages kept in memory, and their bytes. */
  keptPages(): { pages: number; bytes: number };
}

export class Metrics {
  readonly registry = new client.Registry();
  private readonly requests: client.Counter<"route" | "method" | "status_class">;
  private readonly requestSeconds: client.Histogram<"route" | "method" | "status_class">;
  private readonly keptPageAnswers: client.Counter<"result">;
  private readonly mails: client.Counter<"result">;
  private readonly querySeconds: client.Histogram<"driver">;
  private database: DatabaseHandle | undefined;
  private live: LiveFigures | undefined;

  constructor() {
    // Process memory, CPU, handles, the event loop's delay (its histogram: nodejs_eventloop_lag_p99_seconds).
    client.collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const registers = [this.registry];
    this.requests = new client.Counter({
      name: "droids_http_requests_total",
      help: "HTTP requests answered, by route pattern (not the raw path), method and status class.",
      labelNames: ["route", "method", "status_class"],
      registers,
    });
    this.requestSeconds = new client.Histogram({
      name: "droids_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern, method and status class.",
      labelNames: ["route", "method", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.keptPageAnswers = new client.Counter({
      name: "droids_kept_pages_total",
      help: "Anonymous page views answered from a kept page (hit) or rendered (miss).",
      labelNames: ["result"],
      registers,
    });
    this.mails = new client.Counter({
      name: "droids_mail_deliveries_total",
      help: "Mails this process handed to the SMTP server (sent), or gave up on (failed).",
      labelNames: ["result"],
      registers,
    });
    this.querySeconds = new client.Histogram({
      name: "droids_db_query_duration_seconds",
      help: "Database round trips, from sending a query to its answer.",
      labelNames: ["driver"],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    });
    for (const status of ["hit", "miss"]) this.keptPageAnswers.inc({ result: status }, 0);
    for (const result of ["sent", "failed"]) this.mails.inc({ result }, 0);

    const gauge = (name: string, help: string, read: (gauge: client.Gauge) => Promise<void> | void, labelNames: string[] = []) =>
      new client.Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await read(this);
        },
      });
    gauge("droids_feed_streams", "Live admin feed streams open on this process.", (g) => g.set(this.live?.streams() ?? 0));
    gauge("droids_kept_pages", "Pages kept in this process's memory.", (g) => g.set(this.live?.keptPages().pages ?? 0));
    gauge("droids_kept_pages_bytes", "Bytes the kept pages take in this process's memory (every encoding).", (g) => g.set(this.live?.keptPages().bytes ?? 0));
    gauge(
      "droids_db_pool_connections",
      "PostgreSQL pool connections by state (the embedded database has one, always open).",
      (g) => {
        const pool = this.database?.poolStats();
        if (!pool) return;
        g.set({ state: "total" }, pool.total);
        g.set({ state: "idle" }, pool.idle);
        g.set({ state: "waiting" }, pool.waiting);
      },
      ["state"],
    );
    gauge("droids_mail_outbox_queued", "Mails waiting in the outbox (all processes).", async (g) => g.set((await this.queues())?.mailQueued ?? 0));
    gauge("droids_mail_outbox_oldest_age_seconds", "Age of the oldest mail waiting in the outbox; 0 when none waits.", async (g) =>
      g.set((await this.queues())?.mailOldestAge ?? 0),
    );
    gauge("droids_mail_outbox_failed", "Mails in the outbox that failed for good (Mail outbox shows them).", async (g) =>
      g.set((await this.queues())?.mailFailed ?? 0),
    );
    gauge(
      "droids_webhook_deliveries",
      "Webhook deliveries by state (pending: queued or retrying; failed: given up).",
      async (g) => {
        const queues = await this.queues();
        g.set({ state: "pending" }, queues?.webhooksPending ?? 0);
        g.set({ state: "failed" }, queues?.webhooksFailed ?? 0);
      },
      ["state"],
    );
    gauge("droids_backup_last_success_timestamp_seconds", "When the last backup was written whole (0: never).", async (g) =>
      g.set((await this.queues())?.lastBackup ?? 0),
    );
  }

  /** The database the scrape-time figures are read from, and this process's live figures. */
  attach(database: DatabaseHandle, live: LiveFigures) {
    this.database = database;
    this.live = live;
  }

  /** One answered request. `route`: the route pattern (`/blog/:slug`), `static`, or `unmatched`. */
  observeRequest(route: string, method: string, status: number, seconds: number) {
    const labels = { route, method: method === "HEAD" ? "GET" : method, status_class: statusClass(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  keptPage(result: "hit" | "miss") {
    this.keptPageAnswers.inc({ result });
  }

  mailDelivered(result: "sent" | "failed") {
    this.mails.inc({ result });
  }

  /** For OpenOptions.onQuery: each round trip's time. */
  observeQuery = (driver: string, seconds: number) => this.querySeconds.observe({ driver }, seconds);

  /** The Prometheus text exposition. */
  async text(): Promise<{ contentType: string; body: string }> {
    this.scrape = undefined;
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** The database figures of one scrape, read once for all the gauges that show them. */
  private scrape: Promise<QueueFigures | null> | undefined;
  private queues(): Promise<QueueFigures | null> {
    const db = this.database?.db;
    if (!db) return Promise.resolve(null);
    return (this.scrape ??= readQueues(db).catch(() => null));
  }
}

interface QueueFigures {
  mailQueued: number;
  mailOldestAge: number;
  mailFailed: number;
  webhooksPending: number;
  webhooksFailed: number;
  lastBackup: number;
}

/** One round trip; every count goes through an index on its status. */
async function readQueues(db: Database): Promise<QueueFigures> {
  const [row] = await selectRows<Record<keyof QueueFigures, string | number | null>>(
    db,
    sql`select
      (select count(*) from mail_outbox where status = 'pending') as "mailQueued",
      (select coalesce(extract(epoch from now() - min(created_at)), 0) from mail_outbox where status = 'pending') as "mailOldestAge",
      (select count(*) from mail_outbox where status = 'failed') as "mailFailed",
      (select count(*) from webhook_deliveries where status = 'pending') as "webhooksPending",
      (select count(*) from webhook_deliveries where status = 'failed') as "webhooksFailed",
      (select coalesce(extract(epoch from max(finished_at)), 0) from backups where finished_at is not null and error is null) as "lastBackup"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value ?? 0)])) as unknown as QueueFigures;
}
