ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
-- As in 0013, but a disabled endpoint is queued nothing: its admin is no
-- longer one (the delivery worker disables it), and until an admin
-- re-enables it no event waits for it.
CREATE OR REPLACE FUNCTION admin_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event, body)
    SELECT e.id, n.name, n.body FROM new_events AS n JOIN webhook_endpoints AS e ON e.events @> jsonb_build_array(n.name) AND e.disabled_at IS NULL
    ORDER BY n.id;
  SELECT string_agg(n.id::text, ',' ORDER BY n.id) INTO ids FROM new_events AS n;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('admin_events', TG_TABLE_SCHEMA || ':' || CASE WHEN length(ids) <= 7000 THEN ids ELSE '' END);
  END IF;
  RETURN NULL;
END;
$$;
