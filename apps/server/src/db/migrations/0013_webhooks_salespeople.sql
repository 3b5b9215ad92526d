CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	CONSTRAINT "webhook_attempts_delivery_attempt_key" UNIQUE("delivery_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"stream" text NOT NULL,
	"seq" bigint NOT NULL,
	"record_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"payload" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_event_key" UNIQUE("endpoint_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "webhook_endpoints_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "salesperson_code" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_salesperson_code_key" ON "users" USING btree ("salesperson_code");
--> statement-breakpoint
CREATE FUNCTION "webhook_queue_deliveries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_type text := CASE NEW."stream"
		WHEN 'orders' THEN 'order.created'
		WHEN 'payments' THEN 'payment.created'
		WHEN 'consumers' THEN 'consumer.created'
	END;
	-- One event id for every endpoint the record goes to: the receiver dedupes on it (decision 186).
	v_event uuid := gen_random_uuid();
BEGIN
	IF v_type IS NULL THEN
		RETURN NULL;
	END IF;
	-- In the transaction of the order, payment or consumer account: the delivery commits with it or not at all.
	INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id", "event_type", "stream", "seq", "record_id")
	SELECT w."id", v_event, v_type, NEW."stream", NEW."seq", NEW."record_id"
	FROM "webhook_endpoints" w
	WHERE w."disabled_at" IS NULL AND v_type = ANY (w."events");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "integration_exports_webhooks" AFTER INSERT ON "integration_exports" FOR EACH ROW EXECUTE FUNCTION "webhook_queue_deliveries"();
