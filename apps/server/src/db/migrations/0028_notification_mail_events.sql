CREATE TABLE "mail_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer,
	"user_id" integer,
	"customer_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mail_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_events_due_idx" ON "mail_events" USING btree ("next_attempt_at") WHERE "mail_events"."status" = 'pending';--> statement-breakpoint
-- Decision 521: an order or payment entering its export stream (a storefront order placed Open, a
-- captured or applied storefront payment; never an import's rows) queues its mail in the same
-- transaction. The event's key is unique: a replay, a retry or another process queues nothing more.
CREATE FUNCTION "mail_events_from_export"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "mail_events" ("event_key", "kind", "record_id")
	VALUES (
		CASE NEW."stream" WHEN 'orders' THEN 'order-confirmation:' ELSE 'payment-receipt:' END || NEW."record_id",
		CASE NEW."stream" WHEN 'orders' THEN 'order-confirmation' ELSE 'payment-receipt' END,
		NEW."record_id")
	ON CONFLICT ("event_key") DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "integration_exports_mail_events" AFTER INSERT ON "integration_exports" FOR EACH ROW WHEN (NEW."stream" IN ('orders', 'payments')) EXECUTE FUNCTION "mail_events_from_export"();
