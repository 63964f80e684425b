CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"team_size" text,
	"time_slot" text,
	"message" text DEFAULT '' NOT NULL,
	"prompt" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_requests_status_check" CHECK (status in ('new', 'scheduled', 'done', 'cancelled')),
	CONSTRAINT "demo_requests_team_size_check" CHECK (team_size in ('1-10', '11-50', '51-200', '201-1000', '1000+')),
	CONSTRAINT "demo_requests_time_slot_check" CHECK (time_slot in ('morning', 'afternoon', 'evening', 'flexible'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"team_size" text DEFAULT '' NOT NULL,
	"time_slot" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"prompt" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK (status in ('pending', 'invited', 'joined', 'declined'))
);
--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_email_idx" ON "demo_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");