CREATE TABLE "order_reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"hours_before" smallint DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminder_settings_hours" CHECK ("order_reminder_settings"."hours_before" between 1 and 48)
);
--> statement-breakpoint
CREATE TABLE "order_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"shipto_code" text NOT NULL,
	"delivery_date" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminders_once_key" UNIQUE("user_id","customer_id","shipto_code","delivery_date")
);
--> statement-breakpoint
ALTER TABLE "order_reminder_settings" ADD CONSTRAINT "order_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;