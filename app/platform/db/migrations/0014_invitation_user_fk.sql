-- 0011 named the user table with its schema ("public"."user"); every other
-- reference is unqualified, so a database in another schema (each test file's
-- on PostgreSQL) pointed its entries at the wrong table. Same constraint,
-- resolved through the search path like the rest.
ALTER TABLE "waitlist_entries" DROP CONSTRAINT IF EXISTS "waitlist_entries_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;
