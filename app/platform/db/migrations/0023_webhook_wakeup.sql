-- As in 0016, and the webhook senders are told when deliveries were queued:
-- 'webhook_deliveries' with the schema, at commit, only when the statement
-- queued at least one (an event no endpoint wants wakes nobody). The senders
-- listen instead of being kicked by each request that records an event, so
-- a write from anywhere (another server, psql) is sent at once too.
-- This is the latest version of admin_events_recorded(); 0013 and 0016 hold older ones.
CREATE OR REPLACE FUNCTION admin_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  queued bigint;
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event, body)
    SELECT e.id, n.name, n.body FROM new_events AS n JOIN webhook_endpoints AS e ON e.events @> jsonb_build_array(n.name) AND e.disabled_at IS NULL
    ORDER BY n.id;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    PERFORM pg_notify('webhook_deliveries', TG_TABLE_SCHEMA);
  END IF;
  SELECT string_agg(n.id::text, ',' ORDER BY n.id) INTO ids FROM new_events AS n;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('admin_events', TG_TABLE_SCHEMA || ':' || CASE WHEN length(ids) <= 7000 THEN ids ELSE '' END);
  END IF;
  RETURN NULL;
END;
$$;
