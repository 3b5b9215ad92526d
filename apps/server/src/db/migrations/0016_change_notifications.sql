CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Change notifications for the process caches (decision 210). Every change to what a process
-- caches notifies the 'provender_changes' channel when its transaction commits, whoever makes it
-- (the API, an import, psql): 'table' for a whole table, 'table:key' for one row's key, and
-- 'catalog:<version>' after the catalog version was bumped in the same transaction.
-- A catalog version starts at the clock in milliseconds, so a database created again never hands out
-- a version (an ETag, decision 211) that a browser may still hold from the one before.
INSERT INTO "cache_versions" ("name", "version")
  VALUES ('catalog', (extract(epoch from clock_timestamp()) * 1000)::bigint) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provender_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('provender_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
-- TG_ARGV[0] names the column whose value keys the cache entries (the old and the new row's).
CREATE OR REPLACE FUNCTION provender_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('provender_changes', TG_TABLE_NAME || ':' || coalesce(to_jsonb(OLD) ->> TG_ARGV[0], ''));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('provender_changes', TG_TABLE_NAME || ':' || coalesce(to_jsonb(NEW) ->> TG_ARGV[0], ''));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One bump per statement, committed with the change; the notification carries the new version.
CREATE OR REPLACE FUNCTION provender_bump_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  INSERT INTO cache_versions (name, version) VALUES ('catalog', (extract(epoch from clock_timestamp()) * 1000)::bigint)
    ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1
    RETURNING version INTO v;
  PERFORM pg_notify('provender_changes', 'catalog:' || v);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Who a token belongs to: only the columns a request reads (a preference or a password rehash
-- does not notify). Inserted rows need no notice: a process never caches a user it did not find.
CREATE TRIGGER users_changes AFTER UPDATE OF username, name, email, kind, is_admin, customer_id, disabled, token_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION provender_notify_row('id');--> statement-breakpoint
CREATE TRIGGER salesperson_customers_changes AFTER INSERT OR UPDATE OR DELETE ON salesperson_customers
  FOR EACH ROW EXECUTE FUNCTION provender_notify_row('user_id');--> statement-breakpoint
CREATE TRIGGER salesperson_customers_truncate AFTER TRUNCATE ON salesperson_customers
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();--> statement-breakpoint
CREATE TRIGGER customers_changes AFTER UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION provender_notify_row('id');--> statement-breakpoint
CREATE TRIGGER shiptos_changes AFTER INSERT OR UPDATE OR DELETE ON shiptos
  FOR EACH ROW EXECUTE FUNCTION provender_notify_row('customer_id');--> statement-breakpoint
CREATE TRIGGER site_settings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();--> statement-breakpoint
CREATE TRIGGER setting_overrides_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON setting_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();--> statement-breakpoint
CREATE TRIGGER menu_entries_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_entries
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();--> statement-breakpoint
CREATE TRIGGER products_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER product_units_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_units
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER product_categories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER product_main_categories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_main_categories
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER price_levels_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER contract_prices_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contract_prices
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER customer_excluded_categories_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_excluded_categories
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER push_products_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON push_products
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();--> statement-breakpoint
CREATE TRIGGER customers_price_level_catalog AFTER UPDATE OF price_level ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION provender_bump_catalog();
