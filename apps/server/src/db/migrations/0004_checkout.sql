CREATE TABLE "card_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"idempotency_key" text,
	"gateway" text NOT NULL,
	"transaction_id" text,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"token" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"rate_percent" numeric(6, 4) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_charges_order_idx" ON "card_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_charges_customer_idx" ON "card_charges" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_consumer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."consumer_addresses"("id") ON DELETE no action ON UPDATE no action;