-- Trigram indexes for the admin search (name, e-mail, company) at a million entries.
-- pg_trgm is a trusted extension: a database owner without superuser rights may create it.
-- In public, named with its schema below, so that every schema (one per test worker) finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
DROP INDEX "demo_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "waitlist_entries_created_at_idx";--> statement-breakpoint
CREATE INDEX "demo_requests_list_idx" ON "demo_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "demo_requests_status_list_idx" ON "demo_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "demo_requests_search_idx" ON "demo_requests" USING gin (("name" || ' ' || "email" || ' ' || "company") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_entries_list_idx" ON "waitlist_entries" USING btree ("created_at","email","disposable");--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_list_idx" ON "waitlist_entries" USING btree ("status","created_at","email","disposable");--> statement-breakpoint
CREATE INDEX "waitlist_entries_disposable_list_idx" ON "waitlist_entries" USING btree ("created_at","email","status") WHERE "disposable";--> statement-breakpoint
CREATE INDEX "waitlist_entries_search_idx" ON "waitlist_entries" USING gin (("name" || ' ' || "email" || ' ' || "company") public.gin_trgm_ops);--> statement-breakpoint
-- Statistics on the new index expressions, so that the planner tells a rare search term from a common one at once.
ANALYZE waitlist_entries;--> statement-breakpoint
ANALYZE demo_requests;
