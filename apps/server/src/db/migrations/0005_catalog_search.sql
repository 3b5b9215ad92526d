-- Search text without a subquery: the function inlines, so the trigram index's recheck and the
-- query evaluate a plain expression instead of calling a SQL function per row (decision 011).
DROP INDEX IF EXISTS "products_search_trgm_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_text(description text, catalog_description text, additional jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT $1 || ' ' || $2 || ' ' || jsonb_path_query_array($3, '$.*')::text $$;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (product_search_text("description", "catalog_description", "additional") gin_trgm_ops);--> statement-breakpoint
-- Listing indexes cover the listed products (is_active) and carry the category columns, so a page
-- of ids and the total are index-only scans (decision 010).
DROP INDEX IF EXISTS "products_description_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_sequence_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_list_description_idx" ON "products" USING btree ("description", "id") INCLUDE ("main_category_code", "category_code") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "products_list_sequence_idx" ON "products" USING btree ("sequence", "description", "id") INCLUDE ("main_category_code", "category_code") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "products_list_brand_idx" ON "products" USING btree (("additional"->>'k1'), "description", "id") INCLUDE ("main_category_code", "category_code") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "products_list_code_idx" ON "products" USING btree ("product_code") INCLUDE ("id", "main_category_code", "category_code") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "products_list_category_idx" ON "products" USING btree ("main_category_code", "category_code", "id") WHERE "is_active";
