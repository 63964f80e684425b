import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { isDue } from "./background-worker.server.ts";
import { mailOutbox } from "./db/schema.ts";

const render = (query: ReturnType<typeof isDue>) => new PgDialect().sqlToQuery(query);

describe("a worker's due test", () => {
  it("asks the database's clock, which stamped the rows (a JavaScript clock reads milliseconds and can lag a fresh row)", () => {
    expect(render(isDue(mailOutbox.nextAttemptAt))).toEqual({ sql: '"mail_outbox"."next_attempt_at" <= now()', params: [] });
  });

  it("uses a clock a test passes in", () => {
    const { sql, params } = render(isDue(mailOutbox.nextAttemptAt, new Date("2026-01-02T03:04:05.000Z")));
    expect(sql).toBe('"mail_outbox"."next_attempt_at" <= $1::timestamptz');
    expect(params).toEqual(["2026-01-02T03:04:05.000Z"]);
  });
});
