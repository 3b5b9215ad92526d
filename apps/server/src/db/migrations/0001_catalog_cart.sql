CREATE TABLE "customer_excluded_categories" (
	"customer_id" integer NOT NULL,
	"category_code" text NOT NULL,
	CONSTRAINT "customer_excluded_categories_customer_id_category_code_pk" PRIMARY KEY("customer_id","category_code")
);
--> statement-breakpoint
CREATE TABLE "push_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sequence" integer
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_of_measure_prc" text NOT NULL,
	"override_price" numeric(12, 4),
	"product_text1" text DEFAULT '' NOT NULL,
	"product_text2" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_product_unit_key" UNIQUE("cart_id","product_id","unit_of_measure")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_shipto_code" text,
	"customer_po" text DEFAULT '' NOT NULL,
	"special_instruction1" text DEFAULT '' NOT NULL,
	"special_instruction2" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"address_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_customer_key" UNIQUE("user_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_excluded_categories" ADD CONSTRAINT "customer_excluded_categories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_excluded_categories" ADD CONSTRAINT "customer_excluded_categories_category_code_product_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."product_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_products" ADD CONSTRAINT "push_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_text(description text, catalog_description text, additional jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT $1 || ' ' || $2 || ' ' || coalesce((SELECT string_agg(value, ' ') FROM jsonb_each_text($3)), '') $$;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (product_search_text("description", "catalog_description", "additional") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_idx" ON "products" USING btree ("description", "id");--> statement-breakpoint
CREATE INDEX "products_sequence_idx" ON "products" USING btree ("sequence", "description", "id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (("additional"->>'k1'), "description", "id");