-- Hand-edited: main's 0008/0009 snapshots were generated in parallel, so drizzle-kit repeated their tables here; only this migration's own statements (scan_documents, ar_items_order_idx) are kept. Its snapshot is complete.
CREATE TABLE "scan_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"name" text NOT NULL,
	"store_key" text NOT NULL,
	"content_type" text NOT NULL,
	CONSTRAINT "scan_documents_one_owner" CHECK (("scan_documents"."order_id" is null) <> ("scan_documents"."product_id" is null))
);
--> statement-breakpoint
ALTER TABLE "scan_documents" ADD CONSTRAINT "scan_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_documents" ADD CONSTRAINT "scan_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_documents_order_idx" ON "scan_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "scan_documents_product_idx" ON "scan_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ar_items_order_idx" ON "ar_items" USING btree ("order_id");
