CREATE INDEX "admin_events_subject_idx" ON "admin_events" USING btree ((("body")::jsonb -> 'data' ->> 'email'));--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subject_idx" ON "webhook_deliveries" USING btree ((("body")::jsonb -> 'data' ->> 'email'));