CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"phone" text NOT NULL,
	"email" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"city_code" text NOT NULL,
	"country" text DEFAULT 'AE' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_no" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text,
	"shipment_count" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_account_kind_idx" ON "addresses" USING btree ("account_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_sender" ON "addresses" USING btree ("account_id") WHERE "addresses"."is_default" and "addresses"."kind" = 'sender';--> statement-breakpoint
CREATE INDEX "batches_account_created_idx" ON "batches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_idempotency_key" ON "batches" USING btree ("account_id","idempotency_key") WHERE "batches"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_idempotency_key" ON "shipments" USING btree (coalesce("account_id"::text, 'none'),"idempotency_key") WHERE "shipments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "shipments_batch_idx" ON "shipments" USING btree ("batch_id");