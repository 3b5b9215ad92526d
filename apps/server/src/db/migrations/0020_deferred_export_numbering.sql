-- Export numbers are given at commit (decision 370): the triggers of decision 161 become deferred
-- constraint triggers, so the stream's lock is taken just before commit instead of at the insert,
-- and another writer waits only for that commit, not for the rest of the first writer's statement
-- (an order's lines, their checks, the emptied cart). Numbers still become visible in the order
-- they are given: the lock is held from the number to the commit, as before.
DROP TRIGGER "orders_integration_export" ON "orders";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_integration_export" AFTER INSERT ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'Open') EXECUTE FUNCTION "integration_export_record"('orders');--> statement-breakpoint
DROP TRIGGER "payments_integration_export" ON "payments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_integration_export" AFTER INSERT ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."payment_type" IS NOT NULL AND NEW."status" IN ('captured', 'applied')) EXECUTE FUNCTION "integration_export_record"('payments');--> statement-breakpoint
DROP TRIGGER "customers_integration_export" ON "customers";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customers_integration_export" AFTER INSERT ON "customers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."is_consumer") EXECUTE FUNCTION "integration_export_record"('consumers');
