import { randomBytes } from "node:crypto";
import type { LookupFunction } from "node:net";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { selectRows, type Database, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { retryDelayMs as backoff, startWorker, type WorkerTiming } from "#app/platform/background-worker.server.ts";
import { user, webhookAttempts, webhookDeliveries, webhookEndpoints } from "#app/platform/db/schema.ts";
import { leaseDue } from "#app/platform/outbox-lease.server.ts";
import { signWebhook } from "./webhook-signature.ts";
import { isAllowedWebhookUrl, isRefusedTarget, REFUSED_TARGET_REASON, webhookFetch, type TargetPolicy } from "./webhook-target.server.ts";

/** 1 attempt and 3 retries. */
export const MAX_ATTEMPTS = 4;
/** Waits before retry n (1-based): base × 2^(n-1), never more than the cap. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 5 * 60_000;
export const TIMEOUT_MS = 10_000;
/** How long a picked delivery is leased to one sender before another may take it. */
const LEASE_MS = TIMEOUT_MS + 20_000;

export const retryDelayMs = (retry: number, baseMs = RETRY_BASE_MS) => backoff(retry, baseMs, RETRY_CAP_MS);

/** Network errors, timeouts, 429 and 5xx are worth another try; any other answer is final. */
export const isRetryable = (status: number | null) => status === null || status === 429 || status >= 500;

export interface SenderOptions extends TargetPolicy {
  /** Replaces the guarded fetch (then only the URL itself is checked before sending). */
  fetch?: typeof fetch;
  /** The DNS lookup the guarded fetch checks (tests point names at chosen addresses). */
  lookup?: LookupFunction;
  retryBaseMs?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Sends every delivery that is due, once each: a delivery is leased (its
 * next_attempt_at moved past the send) before it is sent, so two processes
 * never send it together, and one that dies mid-send is retried after the
 * lease. Returns how many were attempted.
 */
export async function sendDueWebhooks(db: Database, options: SenderOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? webhookFetch(options);
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  await disableEndpointsOfFormerAdmins(db);
  const leased = await leaseDue(db, webhookDeliveries, {
    now: options.now?.(),
    leaseMs: LEASE_MS,
    limit: 20,
    // Only for endpoints enabled, whose admin is one now (also if demoted a moment ago).
    where: inArray(
      webhookDeliveries.endpointId,
      db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .innerJoin(user, and(eq(user.id, webhookEndpoints.createdBy), eq(user.role, "admin")))
        .where(isNull(webhookEndpoints.disabledAt)),
    ),
    orderBy: [webhookDeliveries.nextAttemptAt],
  });
  await Promise.all(
    leased.map(async (delivery) => {
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
      if (!endpoint) return;
      const timestamp = Math.floor(now().getTime() / 1000);
      const started = performance.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      // A target that is not public is refused for good: the log gives one generic reason.
      let refused = !isAllowedWebhookUrl(endpoint.url, options);
      if (!refused) {
        try {
          const response = await send(endpoint.url, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "user-agent": "Droids-Webhooks/1",
              "x-webhook-event": delivery.event,
              "x-webhook-id": delivery.id,
              "x-timestamp": String(timestamp),
              "x-signature": signWebhook(endpoint.secret, timestamp, delivery.body),
            },
            body: delivery.body,
            redirect: "manual",
            signal: AbortSignal.timeout(timeoutMs),
          });
          statusCode = response.status;
          await response.body?.cancel();
          if (!response.ok) error = `HTTP ${response.status}`;
        } catch (caught) {
          const reason = caught as Error;
          refused = isRefusedTarget(reason);
          error = reason.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : ((reason.cause as Error | undefined)?.message ?? reason.message);
        }
      }
      if (refused) error = REFUSED_TARGET_REASON;
      const attempts = delivery.attempts + 1;
      const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const final = delivered || refused || !isRetryable(statusCode) || attempts >= MAX_ATTEMPTS;
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          deliveryId: delivery.id,
          attemptedAt: now(),
          statusCode,
          error,
          durationMs: Math.round(performance.now() - started),
        });
        await tx
          .update(webhookDeliveries)
          .set({
            attempts,
            status: delivered ? "delivered" : final ? "failed" : "pending",
            deliveredAt: delivered ? now() : null,
            nextAttemptAt: new Date(now().getTime() + (final ? 0 : retryDelayMs(attempts, options.retryBaseMs))),
          })
          .where(eq(webhookDeliveries.id, delivery.id));
      });
    }),
  );
  return leased.length;
}

/**
 * Webhooks act for the admin responsible for them (who added the endpoint,
 * or re-enabled it last): an endpoint whose admin is not one any more
 * (demoted, or the account deleted) is disabled, with the reason Settings
 * shows, and what was queued for it fails with that reason. Nothing is
 * queued for it (migration 0016's trigger) or sent until an admin
 * re-enables it. Returns how many endpoints it disabled.
 */
export async function disableEndpointsOfFormerAdmins(db: Database): Promise<number> {
  const disabled = await selectRows<{ id: string }>(
    db,
    sql`update ${webhookEndpoints} e
    set "disabled_at" = now(),
        "disabled_reason" = case when u."id" is null then 'made by an account that was deleted' else 'made by ' || u."name" || ' (' || u."email" || '), who is no longer an admin' end
    from ${webhookEndpoints} e2 left join ${user} u on u."id" = e2."created_by"
    where e."id" = e2."id" and e."disabled_at" is null and u."role" is distinct from 'admin'
    returning e."id"`,
  );
  await db.execute(sql`with failed as (
      update ${webhookDeliveries} d set "status" = 'failed', "next_attempt_at" = now()
      from ${webhookEndpoints} e
      where e."id" = d."endpoint_id" and e."disabled_at" is not null and d."status" = 'pending'
      returning d."id", e."disabled_reason"
    )
    insert into ${webhookAttempts} ("delivery_id", "status_code", "error", "duration_ms")
    select "id", null, 'Not sent: the endpoint is disabled, ' || "disabled_reason" || '.', 0 from failed`);
  return disabled.length;
}

/** The channel migration 0023's trigger notifies, with the schema, when a statement queued deliveries. */
const QUEUED_CHANNEL = "webhook_deliveries";

/**
 * The process's sender: wakes when the database says deliveries were queued
 * (by this server, another one or psql: migration 0023), and every few
 * seconds for retries and for what a run before a restart left. Requests
 * that record events do not wake it themselves, and an event no endpoint
 * wants wakes nothing.
 */
export function startWebhookSender(
  database: Pick<DatabaseHandle, "db" | "listen">,
  options: SenderOptions & WorkerTiming & { onError?: (error: unknown) => void } = {},
) {
  const worker = startWorker(() => sendDueWebhooks(database.db, options), options);
  const listening = (async () => {
    const [row] = await selectRows<{ schema: string }>(database.db, sql`select current_schema() as "schema"`);
    // "" is a listener that reconnected: what was queued meanwhile is sent now.
    const stop = await database.listen(QUEUED_CHANNEL, (payload) => {
      if (payload === "" || payload === row!.schema) void worker.kick();
    });
    // What was queued while the listener started (later, with the first run, when that is put off).
    if (!options.firstRunMs) void worker.kick();
    return stop;
  })();
  listening.catch((error: unknown) => options.onError?.(error));
  return {
    /** Resolves once it listens and no run is under way. */
    async idle() {
      await listening.catch(() => undefined);
      await worker.idle();
    },
    async stop() {
      await (
        await listening.catch(() => undefined)
      )?.();
      await worker.stop();
    },
  };
}

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;

/** Admin: endpoints, newest first. */
export const listWebhookEndpoints = (db: Database) => db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));

/** Admin: the latest deliveries with their attempts, newest first. */
export async function listWebhookDeliveries(db: Database, limit = 50) {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      body: webhookDeliveries.body,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(webhookAttempts.attemptedAt)
    : [];
  return deliveries.map((delivery) => ({ ...delivery, log: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
}
