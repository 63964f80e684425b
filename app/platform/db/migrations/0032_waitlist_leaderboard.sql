CREATE TABLE "waitlist_leaderboard" (
	"email" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_places" ADD COLUMN "referral_rank" integer;--> statement-breakpoint
ALTER TABLE "waitlist_places" ADD COLUMN "on_board" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_leaderboard" ADD CONSTRAINT "waitlist_leaderboard_email_waitlist_entries_email_fk" FOREIGN KEY ("email") REFERENCES "waitlist_entries"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "waitlist_places_board_idx" ON "waitlist_places" USING btree ("referral_rank","place","email","referrals") WHERE "waitlist_places"."on_board" and "waitlist_places"."referral_rank" is not null;--> statement-breakpoint
-- Opting in, changing the name or opting out, whoever writes it, moves the flag on the entry's place at once
-- (a place the job adds later reads the table itself). Erasure deletes both rows by cascade.
CREATE FUNCTION waitlist_places_follow_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE waitlist_places SET on_board = false WHERE email = OLD.email AND on_board;
  ELSE
    UPDATE waitlist_places SET on_board = true WHERE email = NEW.email AND NOT on_board;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER waitlist_places_follow_board AFTER INSERT OR UPDATE OR DELETE ON waitlist_leaderboard
  FOR EACH ROW EXECUTE FUNCTION waitlist_places_follow_board();--> statement-breakpoint
-- The leaderboard page is kept by the servers (0021): a change of who is on it, or by what name, drops kept pages on every server.
CREATE TRIGGER waitlist_leaderboard_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON waitlist_leaderboard
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
