CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text NOT NULL,
	"account_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'Requested' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_company" text,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"city_code" text NOT NULL,
	"country" text DEFAULT 'AE' NOT NULL,
	"pickup_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"pieces" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"remarks" text,
	"idempotency_key" text,
	"request_hash" text,
	"assigned_to" text,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickups_booking_no_unique" UNIQUE("booking_no")
);
--> statement-breakpoint
CREATE TABLE "rate_slabs" (
	"zone_id" uuid NOT NULL,
	"max_grams" integer NOT NULL,
	"price_fils" integer NOT NULL,
	CONSTRAINT "rate_slabs_zone_id_max_grams_pk" PRIMARY KEY("zone_id","max_grams"),
	CONSTRAINT "rate_slabs_positive" CHECK ("rate_slabs"."max_grams" > 0 and "rate_slabs"."price_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"destinations" text[] NOT NULL,
	"additional_step_grams" integer NOT NULL,
	"additional_step_fils" integer NOT NULL,
	CONSTRAINT "rate_zones_step" CHECK ("rate_zones"."additional_step_grams" > 0 and "rate_zones"."additional_step_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transit_days_min" smallint NOT NULL,
	"transit_days_max" smallint NOT NULL,
	"countries" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"cod_available" boolean DEFAULT false NOT NULL,
	"fuel_surcharge_bp" integer DEFAULT 0 NOT NULL,
	"cod_fee_min_fils" integer DEFAULT 0 NOT NULL,
	"cod_fee_bp" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_types_transit_range" CHECK ("service_types"."transit_days_min" >= 0 and "service_types"."transit_days_max" >= "service_types"."transit_days_min"),
	CONSTRAINT "service_types_surcharges" CHECK ("service_types"."fuel_surcharge_bp" >= 0 and "service_types"."cod_fee_min_fils" >= 0 and "service_types"."cod_fee_bp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_pieces" (
	"shipment_id" uuid NOT NULL,
	"piece_no" smallint NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" smallint,
	"width_cm" smallint,
	"height_cm" smallint,
	CONSTRAINT "shipment_pieces_shipment_id_piece_no_pk" PRIMARY KEY("shipment_id","piece_no")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "service_type_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sender_company" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sender_address_line_1" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sender_address_line_2" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receiver_company" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receiver_email" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receiver_address_line_1" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receiver_address_line_2" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "contents" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "declared_value_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_amount_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "special_instructions" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "chargeable_grams" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "base_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fuel_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_fee_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "vat_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "total_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_slabs" ADD CONSTRAINT "rate_slabs_zone_id_rate_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."rate_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_zones" ADD CONSTRAINT "rate_zones_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_pieces" ADD CONSTRAINT "shipment_pieces_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_idempotency_key" ON "pickups" USING btree (coalesce("account_id"::text, 'guest'),"idempotency_key") WHERE "pickups"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "pickups_account_created_idx" ON "pickups" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "pickups_status_date_idx" ON "pickups" USING btree ("status","pickup_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_zones_service_code_key" ON "rate_zones" USING btree ("service_type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_code_key" ON "service_types" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_service_type_idx" ON "shipments" USING btree ("service_type_id");