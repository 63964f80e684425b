CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "join_network" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referral_review" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referral_held_because" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referral_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_referrer_confirmed_idx" ON "waitlist_entries" USING btree ("referred_by","confirmed_at") WHERE "waitlist_entries"."referred_by" is not null and "waitlist_entries"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_network_confirmed_idx" ON "waitlist_entries" USING btree ("join_network","confirmed_at") WHERE "waitlist_entries"."referred_by" is not null and "waitlist_entries"."join_network" is not null and "waitlist_entries"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_held_idx" ON "waitlist_entries" USING btree ("confirmed_at","email") WHERE "waitlist_entries"."referral_review" = 'held';--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_referral_review_check" CHECK (referral_review in ('held', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_referral_held_because_check" CHECK (referral_held_because in ('referrer', 'network'));