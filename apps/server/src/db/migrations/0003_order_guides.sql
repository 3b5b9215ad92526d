CREATE TABLE "order_guide_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"order_quantity" numeric(12, 2) NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "order_guide_lines_guide_product_key" UNIQUE("guide_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_guide_lines" ADD CONSTRAINT "order_guide_lines_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_lines" ADD CONSTRAINT "order_guide_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guide_lines_product_idx" ON "order_guide_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_guides_customer_name_key" ON "order_guides" USING btree ("customer_id",lower("name"));