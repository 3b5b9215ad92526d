CREATE SEQUENCE "public"."integration_export_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "integration_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integration_api_keys_name_unique" UNIQUE("name"),
	CONSTRAINT "integration_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_exports" (
	"stream" text NOT NULL,
	"seq" bigint NOT NULL,
	"record_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_exports_stream_seq_pk" PRIMARY KEY("stream","seq"),
	CONSTRAINT "integration_exports_record_key" UNIQUE("stream","record_id")
);
--> statement-breakpoint
CREATE TABLE "integration_order_acks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"erp_order_number" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_order_acks" ADD CONSTRAINT "integration_order_acks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_prices_term_key" ON "contract_prices" USING btree ("customer_id","product_id","effective_from");--> statement-breakpoint
CREATE FUNCTION "integration_export_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Rows written by an import from the ERP are the ERP's own; they are not sent back (decision 161).
	IF coalesce(current_setting('provender.integration_import', true), '') = 'on' THEN
		RETURN NULL;
	END IF;
	-- One writer per stream at a time until commit: numbers become visible in the order they are given.
	PERFORM pg_advisory_xact_lock(727275, hashtext(TG_ARGV[0]));
	INSERT INTO "integration_exports" ("stream", "seq", "record_id")
	VALUES (TG_ARGV[0], nextval('integration_export_seq'), NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_integration_export" AFTER INSERT ON "orders" FOR EACH ROW WHEN (NEW."status" = 'Open') EXECUTE FUNCTION "integration_export_record"('orders');--> statement-breakpoint
CREATE TRIGGER "payments_integration_export" AFTER INSERT ON "payments" FOR EACH ROW WHEN (NEW."payment_type" IS NOT NULL AND NEW."status" IN ('captured', 'applied')) EXECUTE FUNCTION "integration_export_record"('payments');--> statement-breakpoint
CREATE TRIGGER "customers_integration_export" AFTER INSERT ON "customers" FOR EACH ROW WHEN (NEW."is_consumer") EXECUTE FUNCTION "integration_export_record"('consumers');
