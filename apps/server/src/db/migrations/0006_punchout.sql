CREATE TYPE "public"."punchout_cxml_field" AS ENUM('cxml-urlencoded', 'cxml-base64', 'cxmlencoded');--> statement-breakpoint
CREATE TYPE "public"."punchout_protocol" AS ENUM('cxml', 'oci');--> statement-breakpoint
CREATE TABLE "category_classifications" (
	"category_code" text PRIMARY KEY NOT NULL,
	"unspsc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"protocol" "punchout_protocol" NOT NULL,
	"customer_id" integer NOT NULL,
	"shipto_code" text,
	"from_domain" text,
	"from_identity" text,
	"sender_identity" text,
	"oci_username" text,
	"secret_hash" text NOT NULL,
	"cxml_field" "punchout_cxml_field" DEFAULT 'cxml-urlencoded' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"protocol" "punchout_protocol" NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text DEFAULT '' NOT NULL,
	"postback_url" text NOT NULL,
	"buyer_credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_email" text,
	"extrinsics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_classifications" ADD CONSTRAINT "category_classifications_category_code_product_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."product_categories"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_buyers" ADD CONSTRAINT "punchout_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_buyers_from_key" ON "punchout_buyers" USING btree (lower("from_domain"),"from_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_buyers_oci_username_key" ON "punchout_buyers" USING btree ("oci_username");--> statement-breakpoint
CREATE INDEX "punchout_buyers_customer_idx" ON "punchout_buyers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_code_key" ON "punchout_sessions" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_user_key" ON "punchout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "punchout_sessions_expires_idx" ON "punchout_sessions" USING btree ("expires_at");