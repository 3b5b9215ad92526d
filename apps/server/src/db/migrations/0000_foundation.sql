CREATE TYPE "public"."user_kind" AS ENUM('customer', 'salesperson', 'consumer');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_options" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"minimum_password_length" smallint DEFAULT 8 NOT NULL,
	"require_lowercase" boolean DEFAULT true NOT NULL,
	"require_uppercase" boolean DEFAULT true NOT NULL,
	"require_number" boolean DEFAULT true NOT NULL,
	"require_special_character" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_themes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"kind" "user_kind" NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"default_page_layout" smallint,
	"default_page_sort_by" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text,
	"default_shipto_code" text,
	"default_po" text DEFAULT '' NOT NULL,
	"required_po" boolean DEFAULT false NOT NULL,
	"price_level" smallint DEFAULT 0 NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"terms_days" smallint DEFAULT 30 NOT NULL,
	"is_consumer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_code_unique" UNIQUE("customer_code")
);
--> statement-breakpoint
CREATE TABLE "salesperson_customers" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "salesperson_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "shiptos" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"delivery_days" smallint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "shiptos_customer_code_key" UNIQUE("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_type" text NOT NULL,
	"customer_id" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"log_entry" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menu_entries_scope_key" UNIQUE NULLS NOT DISTINCT("key","user_type","customer_id")
);
--> statement-breakpoint
CREATE TABLE "menu_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"menu_entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"user_id" integer,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "setting_overrides_scope_key" UNIQUE NULLS NOT DISTINCT("customer_id","user_id","key"),
	CONSTRAINT "setting_overrides_scope_check" CHECK ("setting_overrides"."customer_id" is not null or "setting_overrides"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date
);
--> statement-breakpoint
CREATE TABLE "price_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"main_category_code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_main_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"product_id" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"stock_conversion" numeric(12, 4) NOT NULL,
	"is_sell_by" boolean NOT NULL,
	"sell_by_multiple" numeric(12, 2) DEFAULT '1' NOT NULL,
	"is_price_by" boolean NOT NULL,
	"is_pricing" boolean DEFAULT false NOT NULL,
	"price_decimals" smallint DEFAULT 4 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_units_product_id_unit_of_measure_pk" PRIMARY KEY("product_id","unit_of_measure")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"description" text NOT NULL,
	"catalog_description" text DEFAULT '' NOT NULL,
	"additional" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_category_code" text NOT NULL,
	"category_code" text NOT NULL,
	"stock_unit" text NOT NULL,
	"pricing_unit" text NOT NULL,
	"base_price" numeric(12, 4) NOT NULL,
	"default_order_quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"default_unit" text NOT NULL,
	"list_image" text DEFAULT '' NOT NULL,
	"detail_images" text[] DEFAULT '{}' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_catch_weight" boolean DEFAULT false NOT NULL,
	"stock_on_hand" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_product_code_unique" UNIQUE("product_code")
);
--> statement-breakpoint
CREATE TABLE "ar_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ar_code" text NOT NULL,
	"record_type" smallint NOT NULL,
	"reference" text NOT NULL,
	"invoice_number" text,
	"order_id" integer,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"initial" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	CONSTRAINT "ar_items_ar_code_unique" UNIQUE("ar_code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_of_measure_prc" text NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"extension" numeric(14, 2) NOT NULL,
	"case_quantity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"product_text1" text DEFAULT '' NOT NULL,
	"product_text2" text DEFAULT '' NOT NULL,
	"is_override_price" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"shipto_code" text,
	"user_id" integer,
	"po_number" text DEFAULT '' NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date,
	"status" text NOT NULL,
	"special_instruction1" text DEFAULT '' NOT NULL,
	"special_instruction2" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"add_on_charges" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"transaction_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "user_themes" ADD CONSTRAINT "user_themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_customers" ADD CONSTRAINT "salesperson_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shiptos" ADD CONSTRAINT "shiptos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_log" ADD CONSTRAINT "menu_log_menu_entry_id_menu_entries_id_fk" FOREIGN KEY ("menu_entry_id") REFERENCES "public"."menu_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_overrides" ADD CONSTRAINT "setting_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_main_category_code_product_main_categories_code_fk" FOREIGN KEY ("main_category_code") REFERENCES "public"."product_main_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_code_product_main_categories_code_fk" FOREIGN KEY ("main_category_code") REFERENCES "public"."product_main_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_code_product_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."product_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_items" ADD CONSTRAINT "ar_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_items" ADD CONSTRAINT "ar_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "salesperson_customers_customer_idx" ON "salesperson_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contract_prices_customer_product_idx" ON "contract_prices" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_main_idx" ON "product_categories" USING btree ("main_category_code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("main_category_code","category_code");--> statement-breakpoint
CREATE INDEX "ar_items_customer_date_idx" ON "ar_items" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","order_date");--> statement-breakpoint
CREATE INDEX "payments_customer_date_idx" ON "payments" USING btree ("customer_id","payment_date");