CREATE TABLE "admin_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_events_created_at_idx" ON "admin_events" USING btree ("created_at");--> statement-breakpoint
-- Every webhook event is written here first (enqueueWebhookEvent and
-- enqueueWebhookEventsFrom, in the transaction of what happened). One trigger
-- per statement then queues a delivery per endpoint that wants the event,
-- and tells every server listening on 'admin_events' which rows are new:
-- "schema:id,id,…", sent at commit, none for a rolled-back statement. Ids
-- are named (rather than "everything after id n") because transactions
-- commit in any order. A statement with very many rows sends "schema:" only
-- (notifications hold 8,000 bytes): listeners then read what they have not
-- seen yet from the table.
CREATE FUNCTION admin_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event, body)
    SELECT e.id, n.name, n.body FROM new_events AS n JOIN webhook_endpoints AS e ON e.events @> jsonb_build_array(n.name)
    ORDER BY n.id;
  SELECT string_agg(n.id::text, ',' ORDER BY n.id) INTO ids FROM new_events AS n;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('admin_events', TG_TABLE_SCHEMA || ':' || CASE WHEN length(ids) <= 7000 THEN ids ELSE '' END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_events_recorded AFTER INSERT ON "admin_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION admin_events_recorded();
