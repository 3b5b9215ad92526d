-- Hand-edited (issue 14): drizzle-kit diffed against 0007's snapshot (main has none for 0008 and 0009), so the
-- statements 0008 and 0009 already ran were removed; only this migration's own changes remain.
CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_claim" text;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_claimed_until" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "attempt_counters_window_idx" ON "attempt_counters" USING btree ("window_start");
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_amount_bound" CHECK ("order_lines"."quantity" <= 99999999.99 and "order_lines"."extension" <= 999999999.99);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_bound" CHECK ("orders"."total" <= 999999999.99 and "orders"."line_total" <= 999999999.99);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" > 0 and "cart_lines"."quantity" <= 99999999.99);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_override_price_range" CHECK ("cart_lines"."override_price" >= 0);
