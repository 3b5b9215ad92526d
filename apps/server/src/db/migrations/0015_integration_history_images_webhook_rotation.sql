CREATE TABLE "product_image_sources" (
	"name" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"fetched_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_finished_idx" ON "webhook_deliveries" USING btree ("finished_at") WHERE "webhook_deliveries"."status" <> 'pending';