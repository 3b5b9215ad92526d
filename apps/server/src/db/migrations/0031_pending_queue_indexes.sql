-- The mail and webhook claims take pending rows in id order: a partial index of the pending ids
-- instead of one the claim never used (it walked the primary key past every row already sent).
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "mail_events_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_events_pending_idx" ON "mail_events" USING btree ("id") WHERE "mail_events"."status" = 'pending';
