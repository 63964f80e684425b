ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "queue_cursor" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "audience_size" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "broadcasts_queueing_idx" ON "broadcasts" USING btree ("created_at") WHERE "broadcasts"."state" = 'queueing';--> statement-breakpoint
CREATE INDEX "mail_outbox_broadcast_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."broadcast_id" is not null and "mail_outbox"."status" = 'sent';--> statement-breakpoint
-- A broadcast's counts follow its mails, whoever changes them: sent and
-- failed follow a row's status (the sender, an admin's "Send again"); a
-- row deleted unsent (an erasure) leaves queued, and failed if it had
-- failed, so "pending" (queued - sent - failed) stays the rows still
-- waiting. Pruning deletes sent rows only, which changes no count. The
-- history reads one row per update instead of counting its outbox rows. A
-- lease (next_attempt_at only) fires nothing.
CREATE OR REPLACE FUNCTION mail_outbox_broadcast_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE broadcasts SET queued = queued - 1, failed = failed - (OLD.status = 'failed')::int WHERE id = OLD.broadcast_id;
  ELSE
    UPDATE broadcasts SET
      sent = sent + (NEW.status = 'sent')::int - (OLD.status = 'sent')::int,
      failed = failed + (NEW.status = 'failed')::int - (OLD.status = 'failed')::int
    WHERE id = NEW.broadcast_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_broadcast_status AFTER UPDATE OF status ON mail_outbox FOR EACH ROW
  WHEN (NEW.broadcast_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION mail_outbox_broadcast_counts();--> statement-breakpoint
CREATE TRIGGER mail_outbox_broadcast_unsent_deleted AFTER DELETE ON mail_outbox FOR EACH ROW
  WHEN (OLD.broadcast_id IS NOT NULL AND OLD.status <> 'sent')
  EXECUTE FUNCTION mail_outbox_broadcast_counts();--> statement-breakpoint
-- The updates sent before this migration: their counts from the rows they
-- have now, once (an update whose every mail was erased counts none).
UPDATE broadcasts AS b SET queued = coalesce(c.queued, 0), sent = coalesce(c.sent, 0), failed = coalesce(c.failed, 0)
FROM broadcasts AS o
LEFT JOIN (
  SELECT broadcast_id, count(*) AS queued, count(*) FILTER (WHERE status = 'sent') AS sent, count(*) FILTER (WHERE status = 'failed') AS failed
  FROM mail_outbox WHERE broadcast_id IS NOT NULL GROUP BY broadcast_id
) AS c ON c.broadcast_id = o.id
WHERE b.id = o.id;
