CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text NOT NULL,
	"bytes" bigint,
	"rows" bigint,
	"error" text,
	CONSTRAINT "backups_kind_check" CHECK ("backups"."kind" in ('scheduled', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");