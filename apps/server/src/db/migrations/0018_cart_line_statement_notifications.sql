-- Cart line notices once per statement instead of once per row (decision 340). Migration 0017's
-- row trigger looked up each line's cart and queued a notice for each line (a 20-line fill or an
-- order emptying a 20-line cart ran it 20 times); these read the statement's changed lines from
-- its transition tables and notify each cart owner once, 'carts:<user id>:<customer id>', still
-- when the transaction commits and whoever writes. A cart deleted with its lines (a user or
-- customer removed) is gone by the time its lines' trigger runs; the cart's own trigger has named
-- the owner already. Truncation keeps its triggers of 0017.
CREATE OR REPLACE FUNCTION provender_notify_cart_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('provender_changes', 'carts:' || c.user_id || ':' || c.customer_id)
      FROM carts c WHERE c.id IN (SELECT n.cart_id FROM new_lines n);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('provender_changes', 'carts:' || c.user_id || ':' || c.customer_id)
      FROM carts c WHERE c.id IN (SELECT o.cart_id FROM old_lines o);
  ELSE
    PERFORM pg_notify('provender_changes', 'carts:' || c.user_id || ':' || c.customer_id)
      FROM carts c WHERE c.id IN (SELECT o.cart_id FROM old_lines o UNION SELECT n.cart_id FROM new_lines n);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER cart_lines_changes ON cart_lines;--> statement-breakpoint
DROP FUNCTION provender_notify_cart_line();--> statement-breakpoint
CREATE TRIGGER cart_lines_inserted AFTER INSERT ON cart_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_cart_lines();--> statement-breakpoint
CREATE TRIGGER cart_lines_updated AFTER UPDATE ON cart_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_cart_lines();--> statement-breakpoint
CREATE TRIGGER cart_lines_deleted AFTER DELETE ON cart_lines
  REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_cart_lines();
