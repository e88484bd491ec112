CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_no" text NOT NULL,
	"company_name" text NOT NULL,
	"payment_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"credit_limit_fils" bigint DEFAULT 0 NOT NULL,
	"balance_fils" bigint DEFAULT 0 NOT NULL,
	"trn" text,
	"email" text,
	"phone" text,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"country" text DEFAULT 'AE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_account_no_unique" UNIQUE("account_no"),
	CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."balance_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text NOT NULL,
	"phone_number" text,
	"telephone_number" text,
	"country" text DEFAULT 'AE' NOT NULL,
	"city" text,
	"origin" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"awb_no" text NOT NULL,
	"account_id" uuid,
	"reference" text,
	"booking_no" text,
	"service_code" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_city_code" text NOT NULL,
	"origin_country" text NOT NULL,
	"destination_city" text NOT NULL,
	"destination_city_code" text NOT NULL,
	"destination_country" text NOT NULL,
	"status" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"weight_grams" integer NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text,
	"receiver_name" text NOT NULL,
	"receiver_phone" text,
	"delivered_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_awb_no_unique" UNIQUE("awb_no"),
	CONSTRAINT "shipments_progress_range" CHECK ("shipments"."progress" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status_code" text NOT NULL,
	"progress" smallint NOT NULL,
	"location" text NOT NULL,
	"remarks" text NOT NULL,
	"delivered_to" text,
	"exception_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'Customer' NOT NULL,
	"permissions" jsonb NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"parent_user_id" uuid,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_requests_pending_username_key" ON "registration_requests" USING btree (lower("username")) WHERE "registration_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "registration_requests_pending_email_key" ON "registration_requests" USING btree (lower("email")) WHERE "registration_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shipments_reference_idx" ON "shipments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "shipments_booking_no_idx" ON "shipments" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");