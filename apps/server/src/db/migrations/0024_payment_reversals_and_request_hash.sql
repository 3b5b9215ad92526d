ALTER TABLE "payments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_transaction_id" text;--> statement-breakpoint
ALTER TABLE "card_charges" ADD COLUMN "reversal_transaction_id" text;--> statement-breakpoint
CREATE INDEX "payments_request_hash_idx" ON "payments" USING btree ("request_hash");