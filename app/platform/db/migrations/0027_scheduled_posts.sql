ALTER TABLE "post_revisions" DROP CONSTRAINT "post_revisions_status_check";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_check";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_scheduled_at_idx" ON "posts" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_status_check" CHECK (status in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_scheduled_at_check" CHECK ((status = 'scheduled') = (scheduled_at is not null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK (status in ('draft', 'scheduled', 'published'));