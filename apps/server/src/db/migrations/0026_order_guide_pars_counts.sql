CREATE TABLE "order_guide_counts" (
	"customer_id" integer NOT NULL,
	"guide_key" text NOT NULL,
	"shipto_code" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"counted_by" text NOT NULL,
	CONSTRAINT "order_guide_counts_customer_id_guide_key_shipto_code_pk" PRIMARY KEY("customer_id","guide_key","shipto_code")
);
--> statement-breakpoint
CREATE TABLE "order_guide_pars" (
	"customer_id" integer NOT NULL,
	"guide_key" text NOT NULL,
	"shipto_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"unit_of_measure" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guide_pars_customer_id_guide_key_shipto_code_product_id_pk" PRIMARY KEY("customer_id","guide_key","shipto_code","product_id")
);
--> statement-breakpoint
ALTER TABLE "order_guide_counts" ADD CONSTRAINT "order_guide_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_pars" ADD CONSTRAINT "order_guide_pars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_pars" ADD CONSTRAINT "order_guide_pars_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guide_pars_product_idx" ON "order_guide_pars" USING btree ("product_id");