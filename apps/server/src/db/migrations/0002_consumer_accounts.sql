CREATE TYPE "public"."one_time_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE SEQUENCE "public"."consumer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display" text NOT NULL,
	"name" text NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consumer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email_option" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zip_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zip" text NOT NULL,
	"customer_id" integer,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"zone_key" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_deliverable" boolean DEFAULT true NOT NULL,
	"minimum_order_amount" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_check_used" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shiptos" ADD COLUMN "display" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shiptos" ADD COLUMN "county" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shiptos" ADD COLUMN "contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shiptos" ADD COLUMN "delivery_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_profiles" ADD CONSTRAINT "consumer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zip_requests" ADD CONSTRAINT "delivery_zip_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zip_requests" ADD CONSTRAINT "delivery_zip_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_addresses_customer_idx" ON "consumer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_addresses_one_primary_key" ON "consumer_addresses" USING btree ("customer_id") WHERE "consumer_addresses"."is_primary" and "consumer_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "human_check_used_expires_idx" ON "human_check_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose","created_at");