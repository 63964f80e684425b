CREATE TABLE "demo_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demo_request_id" uuid NOT NULL,
	"member_id" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_meetings_demo_request_id_unique" UNIQUE("demo_request_id"),
	CONSTRAINT "demo_meetings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "demo_meetings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "demo_meetings_status_check" CHECK (status in ('open', 'booked', 'cancelled')),
	CONSTRAINT "demo_meetings_times_check" CHECK (status = 'open' or starts_at is not null and ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "team_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "demo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_availability" ADD CONSTRAINT "team_availability_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_meetings_booked_idx" ON "demo_meetings" USING btree ("starts_at") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "demo_meetings_member_idx" ON "demo_meetings" USING btree ("member_id","starts_at");--> statement-breakpoint
-- A time can never be booked twice: a member's booked meetings may not overlap.
-- btree_gist (trusted: a database owner may create it) gives GiST the text equality of member_id;
-- in public, like pg_trgm (0020), so every schema (one per test worker) finds it.
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;--> statement-breakpoint
ALTER TABLE "demo_meetings" ADD CONSTRAINT "demo_meetings_no_double_booking"
  EXCLUDE USING gist ("member_id" public.gist_text_ops WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'booked');
