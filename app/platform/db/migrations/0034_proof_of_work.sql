CREATE TABLE "pow_used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pow_used_challenges_expires_at_idx" ON "pow_used_challenges" USING btree ("expires_at");