-- Change notifications for the cached cart answers (decision 290). Every change to a cart or its
-- lines, whoever makes it (the API, checkout, a script, psql), names the cart's owner when its
-- transaction commits: 'carts:<user id>:<customer id>'. A cart's checkout claim is not part of
-- any answer and does not notify.
CREATE OR REPLACE FUNCTION provender_notify_cart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('provender_changes', 'carts:' || OLD.user_id || ':' || OLD.customer_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('provender_changes', 'carts:' || NEW.user_id || ':' || NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A line names its cart's owner. A cart deleted with its lines (a user or customer removed) is
-- gone by the time its lines' triggers run; the cart's own trigger has named the owner already.
CREATE OR REPLACE FUNCTION provender_notify_cart_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('provender_changes', 'carts:' || c.user_id || ':' || c.customer_id)
      FROM carts c WHERE c.id = OLD.cart_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('provender_changes', 'carts:' || c.user_id || ':' || c.customer_id)
      FROM carts c WHERE c.id = NEW.cart_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER carts_changes AFTER INSERT OR DELETE OR UPDATE OF user_id, customer_id, customer_shipto_code,
    customer_po, special_instruction1, special_instruction2, notes, delivery_date, address_id ON carts
  FOR EACH ROW EXECUTE FUNCTION provender_notify_cart();--> statement-breakpoint
CREATE TRIGGER cart_lines_changes AFTER INSERT OR UPDATE OR DELETE ON cart_lines
  FOR EACH ROW EXECUTE FUNCTION provender_notify_cart_line();--> statement-breakpoint
-- 'carts' alone: every cart may have changed.
CREATE TRIGGER carts_truncate AFTER TRUNCATE ON carts
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();--> statement-breakpoint
CREATE TRIGGER cart_lines_truncate AFTER TRUNCATE ON cart_lines
  FOR EACH STATEMENT EXECUTE FUNCTION provender_notify_table();
