CREATE SEQUENCE "kept_figures_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "kept_figures" (
	"name" text PRIMARY KEY NOT NULL,
	"params" text NOT NULL,
	"change_mark" bigint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_places" (
	"email" text PRIMARY KEY NOT NULL,
	"place" integer NOT NULL,
	"referrals" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_places" ADD CONSTRAINT "waitlist_places_email_waitlist_entries_email_fk" FOREIGN KEY ("email") REFERENCES "waitlist_entries"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "waitlist_places_place_idx" ON "waitlist_places" USING btree ("place");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("confirmed_at","email" collate "C") WHERE "waitlist_entries"."confirmed_at" is not null;--> statement-breakpoint
-- Every write to the waitlist moves the change mark, whoever makes it (the
-- site, psql, a restore or bulk load): the job that keeps places and rollups
-- reads the mark to know it has work. A sequence takes no row lock, so
-- concurrent joins do not queue behind one another here.
CREATE FUNCTION note_kept_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('kept_figures_changes');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER waitlist_entries_kept_figures AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON waitlist_entries
  FOR EACH STATEMENT EXECUTE FUNCTION note_kept_figures_change();--> statement-breakpoint
CREATE TRIGGER demo_requests_kept_figures AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON demo_requests
  FOR EACH STATEMENT EXECUTE FUNCTION note_kept_figures_change();
