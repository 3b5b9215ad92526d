ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'invite_user';--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"over_amount" numeric(14, 2),
	"every_buyer_order" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"moved_from" date
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shipto_codes" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_customer_idx" ON "order_approvals" USING btree ("customer_id","decision");--> statement-breakpoint
-- A role, an admin flag or a ship-to limit changes what a token's user may do: processes drop the
-- user's kept state at once (decision 210), as for disabled and token_version.
DROP TRIGGER IF EXISTS users_changes ON users;--> statement-breakpoint
CREATE TRIGGER users_changes AFTER UPDATE OF username, name, email, kind, is_admin, customer_id, disabled, token_version,
    customer_role, is_customer_admin, shipto_codes OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION provender_notify_row('id');--> statement-breakpoint
-- An order awaiting approval is not the ERP's yet; it is exported when it is approved, once
-- (integration_exports keeps one record per order).
CREATE TRIGGER "orders_integration_export_approved" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
  WHEN (OLD."status" = 'Awaiting Approval' AND NEW."status" = 'Open') EXECUTE FUNCTION "integration_export_record"('orders');--> statement-breakpoint
-- The two new menu entries for every user type that orders (the demo data seeds them for new databases).
INSERT INTO "menu_entries" ("key", "user_type", "customer_id", "is_visible", "is_locked")
  SELECT k.key, m.user_type, NULL, true, false
  FROM (VALUES ('CustomerUsers'), ('OrderApprovals')) AS k(key)
  JOIN "menu_entries" m ON m."key" = 'OrderHistory' AND m."customer_id" IS NULL AND m."user_type" IN ('customer', 'salesperson')
  ON CONFLICT DO NOTHING;
