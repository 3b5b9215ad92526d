-- The Drizzle schema now declares these two indexes, which migrations 0001 and 0005 wrote by hand, so
-- its snapshot knows them and no generated migration can drop them (decision 230). They exist already:
-- IF NOT EXISTS makes this a no-op on every database that ran 0005.
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin (product_search_text("description", "catalog_description", "additional") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_list_category_idx" ON "products" USING btree ("main_category_code","category_code","id") WHERE "products"."is_active";
