ALTER TABLE "waitlist_places" ADD COLUMN "pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Places of entries invited, joined or declined already.
UPDATE waitlist_places p SET pending = false FROM waitlist_entries e WHERE e.email = p.email AND e.status <> 'pending';--> statement-breakpoint
CREATE INDEX "waitlist_places_pending_place_idx" ON "waitlist_places" USING btree ("place") WHERE "waitlist_places"."pending";--> statement-breakpoint
-- An entry's status change, whoever writes it (the site, an admin, psql), moves its place's flag with it.
-- Row by row and only on a change: an invitation of 1,000 updates 1,000 places.
CREATE FUNCTION waitlist_places_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE waitlist_places SET pending = (NEW.status = 'pending') WHERE email = NEW.email AND pending IS DISTINCT FROM (NEW.status = 'pending');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER waitlist_places_follow_status AFTER UPDATE OF status ON waitlist_entries
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION waitlist_places_follow_status();
