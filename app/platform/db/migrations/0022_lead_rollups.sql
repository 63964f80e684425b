CREATE TABLE "lead_changed_days" (
	"day" date
);
--> statement-breakpoint
CREATE TABLE "lead_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"facet" text NOT NULL,
	"label" text NOT NULL,
	"joined" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"invited" integer NOT NULL,
	"accounts" integer NOT NULL,
	"timed" integer NOT NULL,
	CONSTRAINT "lead_daily_day_kind_facet_label_pk" PRIMARY KEY("day","kind","facet","label")
);
--> statement-breakpoint
CREATE TABLE "lead_groups" (
	"kind" text NOT NULL,
	"facet" text NOT NULL,
	"label" text NOT NULL,
	"joined" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"invited" integer NOT NULL,
	"accounts" integer NOT NULL,
	"timed" integer NOT NULL,
	"median_confirm_seconds" double precision,
	CONSTRAINT "lead_groups_kind_facet_label_pk" PRIMARY KEY("kind","facet","label")
);
--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "prompt_category" text GENERATED ALWAYS AS (CASE WHEN prompt ~ '(?<![A-Za-z0-9_])([Tt][Ee][Nn][Aa][Nn][Tt]|[Ll][Ee][Aa][Ss][Ee]|[Rr][Ee][Nn][Tt]|[Ll][Aa][Nn][Dd][Ll][Oo][Rr][Dd]|[Pp][Rr][Oo][Pp][Ee][Rr][Tt]([Yy]|[Ii][Ee][Ss])|[Ll][Ii][Ss][Tt][Ii][Nn][Gg]|[Ss][Hh][Oo][Ww][Ii][Nn][Gg]|[Mm][Oo][Rr][Tt][Gg][Aa][Gg][Ee]|[Mm][Aa][Ii][Nn][Tt][Ee][Nn][Aa][Nn][Cc][Ee] [Rr][Ee][Qq][Uu][Ee][Ss][Tt])' THEN 'real-estate' WHEN prompt ~ '(?<![A-Za-z0-9_])([Pp][Aa][Tt][Ii][Ee][Nn][Tt]|[Cc][Ll][Ii][Nn][Ii][Cc]|[Ii][Nn][Tt][Aa][Kk][Ee]|[Aa][Pp][Pp][Oo][Ii][Nn][Tt][Mm][Ee][Nn][Tt]|[Ii][Nn][Ss][Uu][Rr][Aa][Nn][Cc][Ee]|[Cc][Ll][Aa][Ii][Mm]|[Ee][Ll][Ii][Gg][Ii][Bb][Ii][Ll][Ii][Tt][Yy]|[Hh][Ii][Pp][Aa][Aa]|[Cc][Aa][Rr][Ee][Gg][Ii][Vv][Ee][Rr]|[Mm][Ee][Dd][Ii][Cc][Aa][Ll])' THEN 'healthcare' WHEN prompt ~ '(?<![A-Za-z0-9_])([Cc][Aa][Mm][Pp][Aa][Ii][Gg][Nn]|[Nn][Ee][Ww][Ss][Ll][Ee][Tt][Tt][Ee][Rr]|[Ss][Oo][Cc][Ii][Aa][Ll]|[Ss][Ee][Oo]|[Cc][Oo][Nn][Tt][Ee][Nn][Tt] [Cc][Aa][Ll][Ee][Nn][Dd][Aa][Rr]|[Ll][Ee][Aa][Dd][Ss]? [Ll][Ii][Ss][Tt]|[Mm][Aa][Rr][Kk][Ee][Tt][Ii][Nn][Gg]|[Bb][Rr][Aa][Nn][Dd]|[Aa][Dd][Ss]?)(?![A-Za-z0-9_])' THEN 'marketing' WHEN prompt ~ '(?<![A-Za-z0-9_])([Cc][Rr][Mm]|[Ss][Aa][Ll][Ee][Ss][Ff][Oo][Rr][Cc][Ee]|[Hh][Uu][Bb][Ss][Pp][Oo][Tt]|[Pp][Ii][Pp][Ee][Ll][Ii][Nn][Ee]|[Dd][Ee][Aa][Ll]|[Pp][Rr][Oo][Ss][Pp][Ee][Cc][Tt]|[Qq][Uu][Oo][Tt][Ee]|[Ff][Oo][Ll][Ll][Oo][Ww][- ][Uu][Pp]|[Oo][Uu][Tt][Bb][Oo][Uu][Nn][Dd]|[Dd][Ee][Mm][Oo])' THEN 'sales' WHEN prompt ~ '(?<![A-Za-z0-9_])([Rr][Ee][Ss][Uu][Mm][Ee]|[Cc][Aa][Nn][Dd][Ii][Dd][Aa][Tt][Ee]|[Ii][Nn][Tt][Ee][Rr][Vv][Ii][Ee][Ww]|[Oo][Nn][Bb][Oo][Aa][Rr][Dd]|[Hh][Ii][Rr][Ii][Nn][Gg]|[Pp][Aa][Yy][Rr][Oo][Ll][Ll]|[Ee][Mm][Pp][Ll][Oo][Yy][Ee][Ee]|[Pp][Tt][Oo]|[Bb][Ee][Nn][Ee][Ff][Ii][Tt][Ss]|[Rr][Ee][Cc][Rr][Uu][Ii][Tt])' THEN 'hr' WHEN prompt ~ '(?<![A-Za-z0-9_])([Ii][Nn][Vv][Oo][Ii][Cc][Ee]|[Qq][Uu][Ii][Cc][Kk][Bb][Oo][Oo][Kk][Ss]|[Xx][Ee][Rr][Oo]|[Ee][Xx][Pp][Ee][Nn][Ss][Ee]|[Rr][Ee][Cc][Ee][Ii][Vv][Aa][Bb][Ll][Ee]|[Pp][Aa][Yy][Aa][Bb][Ll][Ee]|[Rr][Ee][Cc][Oo][Nn][Cc][Ii][Ll]|[Bb][Uu][Dd][Gg][Ee][Tt]|[Aa][Cc][Cc][Oo][Uu][Nn][Tt][Ii][Nn][Gg]|[Bb][Oo][Oo][Kk][Ss])' THEN 'finance' WHEN prompt ~ '(?<![A-Za-z0-9_])([Tt][Ii][Cc][Kk][Ee][Tt]|[Ss][Uu][Pp][Pp][Oo][Rr][Tt]|[Cc][Uu][Ss][Tt][Oo][Mm][Ee][Rr]|[Rr][Ee][Ff][Uu][Nn][Dd]|[Cc][Oo][Mm][Pp][Ll][Aa][Ii][Nn][Tt]|[Ii][Nn][Bb][Oo][Xx]|[Zz][Ee][Nn][Dd][Ee][Ss][Kk]|[Hh][Ee][Ll][Pp][Dd][Ee][Ss][Kk]|[Cc][Hh][Aa][Tt])' THEN 'customer-support' WHEN source_page = '/real-estate' THEN 'real-estate' WHEN source_page = '/healthcare' THEN 'healthcare' WHEN source_page = '/marketing' THEN 'marketing' WHEN source_page = '/sales' THEN 'sales' WHEN source_page = '/hr' THEN 'hr' WHEN source_page = '/finance' THEN 'finance' WHEN source_page = '/customer-support' THEN 'customer-support' ELSE '' END) STORED;--> statement-breakpoint
-- One statement, so the table is rewritten once.
ALTER TABLE "waitlist_entries" ADD COLUMN "prompt_category" text GENERATED ALWAYS AS (CASE WHEN prompt ~ '(?<![A-Za-z0-9_])([Tt][Ee][Nn][Aa][Nn][Tt]|[Ll][Ee][Aa][Ss][Ee]|[Rr][Ee][Nn][Tt]|[Ll][Aa][Nn][Dd][Ll][Oo][Rr][Dd]|[Pp][Rr][Oo][Pp][Ee][Rr][Tt]([Yy]|[Ii][Ee][Ss])|[Ll][Ii][Ss][Tt][Ii][Nn][Gg]|[Ss][Hh][Oo][Ww][Ii][Nn][Gg]|[Mm][Oo][Rr][Tt][Gg][Aa][Gg][Ee]|[Mm][Aa][Ii][Nn][Tt][Ee][Nn][Aa][Nn][Cc][Ee] [Rr][Ee][Qq][Uu][Ee][Ss][Tt])' THEN 'real-estate' WHEN prompt ~ '(?<![A-Za-z0-9_])([Pp][Aa][Tt][Ii][Ee][Nn][Tt]|[Cc][Ll][Ii][Nn][Ii][Cc]|[Ii][Nn][Tt][Aa][Kk][Ee]|[Aa][Pp][Pp][Oo][Ii][Nn][Tt][Mm][Ee][Nn][Tt]|[Ii][Nn][Ss][Uu][Rr][Aa][Nn][Cc][Ee]|[Cc][Ll][Aa][Ii][Mm]|[Ee][Ll][Ii][Gg][Ii][Bb][Ii][Ll][Ii][Tt][Yy]|[Hh][Ii][Pp][Aa][Aa]|[Cc][Aa][Rr][Ee][Gg][Ii][Vv][Ee][Rr]|[Mm][Ee][Dd][Ii][Cc][Aa][Ll])' THEN 'healthcare' WHEN prompt ~ '(?<![A-Za-z0-9_])([Cc][Aa][Mm][Pp][Aa][Ii][Gg][Nn]|[Nn][Ee][Ww][Ss][Ll][Ee][Tt][Tt][Ee][Rr]|[Ss][Oo][Cc][Ii][Aa][Ll]|[Ss][Ee][Oo]|[Cc][Oo][Nn][Tt][Ee][Nn][Tt] [Cc][Aa][Ll][Ee][Nn][Dd][Aa][Rr]|[Ll][Ee][Aa][Dd][Ss]? [Ll][Ii][Ss][Tt]|[Mm][Aa][Rr][Kk][Ee][Tt][Ii][Nn][Gg]|[Bb][Rr][Aa][Nn][Dd]|[Aa][Dd][Ss]?)(?![A-Za-z0-9_])' THEN 'marketing' WHEN prompt ~ '(?<![A-Za-z0-9_])([Cc][Rr][Mm]|[Ss][Aa][Ll][Ee][Ss][Ff][Oo][Rr][Cc][Ee]|[Hh][Uu][Bb][Ss][Pp][Oo][Tt]|[Pp][Ii][Pp][Ee][Ll][Ii][Nn][Ee]|[Dd][Ee][Aa][Ll]|[Pp][Rr][Oo][Ss][Pp][Ee][Cc][Tt]|[Qq][Uu][Oo][Tt][Ee]|[Ff][Oo][Ll][Ll][Oo][Ww][- ][Uu][Pp]|[Oo][Uu][Tt][Bb][Oo][Uu][Nn][Dd]|[Dd][Ee][Mm][Oo])' THEN 'sales' WHEN prompt ~ '(?<![A-Za-z0-9_])([Rr][Ee][Ss][Uu][Mm][Ee]|[Cc][Aa][Nn][Dd][Ii][Dd][Aa][Tt][Ee]|[Ii][Nn][Tt][Ee][Rr][Vv][Ii][Ee][Ww]|[Oo][Nn][Bb][Oo][Aa][Rr][Dd]|[Hh][Ii][Rr][Ii][Nn][Gg]|[Pp][Aa][Yy][Rr][Oo][Ll][Ll]|[Ee][Mm][Pp][Ll][Oo][Yy][Ee][Ee]|[Pp][Tt][Oo]|[Bb][Ee][Nn][Ee][Ff][Ii][Tt][Ss]|[Rr][Ee][Cc][Rr][Uu][Ii][Tt])' THEN 'hr' WHEN prompt ~ '(?<![A-Za-z0-9_])([Ii][Nn][Vv][Oo][Ii][Cc][Ee]|[Qq][Uu][Ii][Cc][Kk][Bb][Oo][Oo][Kk][Ss]|[Xx][Ee][Rr][Oo]|[Ee][Xx][Pp][Ee][Nn][Ss][Ee]|[Rr][Ee][Cc][Ee][Ii][Vv][Aa][Bb][Ll][Ee]|[Pp][Aa][Yy][Aa][Bb][Ll][Ee]|[Rr][Ee][Cc][Oo][Nn][Cc][Ii][Ll]|[Bb][Uu][Dd][Gg][Ee][Tt]|[Aa][Cc][Cc][Oo][Uu][Nn][Tt][Ii][Nn][Gg]|[Bb][Oo][Oo][Kk][Ss])' THEN 'finance' WHEN prompt ~ '(?<![A-Za-z0-9_])([Tt][Ii][Cc][Kk][Ee][Tt]|[Ss][Uu][Pp][Pp][Oo][Rr][Tt]|[Cc][Uu][Ss][Tt][Oo][Mm][Ee][Rr]|[Rr][Ee][Ff][Uu][Nn][Dd]|[Cc][Oo][Mm][Pp][Ll][Aa][Ii][Nn][Tt]|[Ii][Nn][Bb][Oo][Xx]|[Zz][Ee][Nn][Dd][Ee][Ss][Kk]|[Hh][Ee][Ll][Pp][Dd][Ee][Ss][Kk]|[Cc][Hh][Aa][Tt])' THEN 'customer-support' WHEN source_page = '/real-estate' THEN 'real-estate' WHEN source_page = '/healthcare' THEN 'healthcare' WHEN source_page = '/marketing' THEN 'marketing' WHEN source_page = '/sales' THEN 'sales' WHEN source_page = '/hr' THEN 'hr' WHEN source_page = '/finance' THEN 'finance' WHEN source_page = '/customer-support' THEN 'customer-support' ELSE '' END) STORED,
  ADD COLUMN "confirm_seconds" double precision GENERATED ALWAYS AS (extract(epoch from confirmed_at - created_at)) STORED;--> statement-breakpoint
CREATE INDEX "lead_groups_ranked_idx" ON "lead_groups" USING btree ("kind","facet","joined" DESC NULLS LAST,"label");--> statement-breakpoint
CREATE INDEX "waitlist_entries_confirm_seconds_idx" ON "waitlist_entries" USING btree ("confirm_seconds") WHERE "waitlist_entries"."confirm_seconds" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_referral_confirm_idx" ON "waitlist_entries" USING btree ("referral_counts","confirm_seconds") WHERE "waitlist_entries"."confirm_seconds" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_source_confirm_idx" ON "waitlist_entries" USING btree ("source_page","confirm_seconds") WHERE "waitlist_entries"."confirm_seconds" is not null;
--> statement-breakpoint
-- Every write to a lead table notes the UTC days of the rows it wrote (before
-- and after, for an update), whoever makes it (the site, psql, a bulk load);
-- a TRUNCATE notes null, every day. The kept-figures job counts those days
-- again. Plain inserts of new rows, one per statement: concurrent joins take
-- no lock on one another here.
CREATE FUNCTION note_lead_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO lead_changed_days (day) VALUES (NULL);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO lead_changed_days (day) SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_changed_days (day) SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM old_rows;
  ELSE
    INSERT INTO lead_changed_days (day)
      SELECT (created_at AT TIME ZONE 'UTC')::date FROM new_rows UNION SELECT (created_at AT TIME ZONE 'UTC')::date FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER waitlist_entries_lead_days_insert AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER waitlist_entries_lead_days_update AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER waitlist_entries_lead_days_delete AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER waitlist_entries_lead_days_truncate AFTER TRUNCATE ON waitlist_entries
  FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER demo_requests_lead_days_insert AFTER INSERT ON demo_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER demo_requests_lead_days_update AFTER UPDATE ON demo_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER demo_requests_lead_days_delete AFTER DELETE ON demo_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();--> statement-breakpoint
CREATE TRIGGER demo_requests_lead_days_truncate AFTER TRUNCATE ON demo_requests
  FOR EACH STATEMENT EXECUTE FUNCTION note_lead_days();
