CREATE TABLE "punchout_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"buyer_order_id" text NOT NULL,
	"payload_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punchout_buyers" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "cxml_version" text;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "messages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_orders_buyer_order_key" ON "punchout_orders" USING btree ("buyer_id","buyer_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_orders_buyer_payload_key" ON "punchout_orders" USING btree ("buyer_id","payload_id");--> statement-breakpoint
CREATE INDEX "punchout_orders_order_idx" ON "punchout_orders" USING btree ("order_id");