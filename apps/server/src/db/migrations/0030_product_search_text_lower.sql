ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(product_search_text(description, catalog_description, additional) || ' ' || product_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
