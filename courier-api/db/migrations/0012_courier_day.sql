CREATE TABLE "cod_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"method" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"handed_over_at" timestamp with time zone,
	"handover_id" uuid,
	"remittance_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_collections_shipment_id_unique" UNIQUE("shipment_id"),
	CONSTRAINT "cod_collections_amount_positive" CHECK ("cod_collections"."amount_fils" > 0),
	CONSTRAINT "cod_collections_method_check" CHECK ("cod_collections"."method" in ('cash', 'card')),
	CONSTRAINT "cod_collections_steps" CHECK (("cod_collections"."remittance_id" is null or "cod_collections"."handed_over_at" is not null) and ("cod_collections"."method" = 'card' or ("cod_collections"."handed_over_at" is null) = ("cod_collections"."handover_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "cod_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"received_by_user_id" uuid NOT NULL,
	"collections" integer NOT NULL,
	"expected_fils" bigint NOT NULL,
	"counted_fils" bigint NOT NULL,
	"difference_fils" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_handovers_amounts" CHECK ("cod_handovers"."expected_fils" >= 0 and "cod_handovers"."counted_fils" >= 0 and "cod_handovers"."difference_fils" = "cod_handovers"."counted_fils" - "cod_handovers"."expected_fils")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"shipments" integer NOT NULL,
	"collected_fils" bigint NOT NULL,
	"fee_fils" bigint NOT NULL,
	"invoices_fils" bigint NOT NULL,
	"net_fils" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_seq_unique" UNIQUE("seq"),
	CONSTRAINT "cod_remittances_balance" CHECK ("cod_remittances"."collected_fils" >= 0 and "cod_remittances"."fee_fils" >= 0 and "cod_remittances"."invoices_fils" >= 0 and "cod_remittances"."net_fils" >= 0 and "cod_remittances"."net_fils" = "cod_remittances"."collected_fils" - "cod_remittances"."fee_fils" - "cod_remittances"."invoices_fils"),
	CONSTRAINT "cod_remittances_status_check" CHECK ("cod_remittances"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "courier_actions" (
	"courier_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_actions_courier_id_client_id_pk" PRIMARY KEY("courier_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "courier_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_by_user_id" uuid,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_runs_status_check" CHECK ("courier_runs"."status" in ('planned', 'started'))
);
--> statement-breakpoint
CREATE TABLE "delivery_codes" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"courier_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"relationship" text NOT NULL,
	"signature_key" text NOT NULL,
	"photo_key" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" integer,
	"code_verified" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" uuid,
	"pickup_id" uuid,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"outcome_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_stops_target" CHECK (("run_stops"."kind" = 'delivery' and "run_stops"."shipment_id" is not null and "run_stops"."pickup_id" is null) or ("run_stops"."kind" = 'pickup' and "run_stops"."pickup_id" is not null and "run_stops"."shipment_id" is null)),
	CONSTRAINT "run_stops_outcome_check" CHECK ("run_stops"."outcome" in ('pending', 'delivered', 'failed', 'collected'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cod_transfer_fee_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_handover_id_cod_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."cod_handovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_handovers" ADD CONSTRAINT "cod_handovers_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_handovers" ADD CONSTRAINT "cod_handovers_received_by_user_id_users_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_actions" ADD CONSTRAINT "courier_actions_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_runs" ADD CONSTRAINT "courier_runs_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_runs" ADD CONSTRAINT "courier_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_codes" ADD CONSTRAINT "delivery_codes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stops" ADD CONSTRAINT "run_stops_run_id_courier_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."courier_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stops" ADD CONSTRAINT "run_stops_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stops" ADD CONSTRAINT "run_stops_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_collections_with_courier_idx" ON "cod_collections" USING btree ("courier_id") WHERE "cod_collections"."handed_over_at" is null;--> statement-breakpoint
CREATE INDEX "cod_collections_account_idx" ON "cod_collections" USING btree ("account_id","collected_at");--> statement-breakpoint
CREATE INDEX "cod_collections_remittance_idx" ON "cod_collections" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "cod_handovers_courier_idx" ON "cod_handovers" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE INDEX "cod_remittances_account_idx" ON "cod_remittances" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_runs_courier_date_key" ON "courier_runs" USING btree ("courier_id","run_date");--> statement-breakpoint
CREATE INDEX "courier_runs_date_idx" ON "courier_runs" USING btree ("run_date");--> statement-breakpoint
CREATE INDEX "run_stops_run_idx" ON "run_stops" USING btree ("run_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "run_stops_open_shipment_key" ON "run_stops" USING btree ("shipment_id") WHERE "run_stops"."outcome" = 'pending' and "run_stops"."shipment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "run_stops_open_pickup_key" ON "run_stops" USING btree ("pickup_id") WHERE "run_stops"."outcome" = 'pending' and "run_stops"."pickup_id" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_cod_transfer_fee_not_negative" CHECK ("accounts"."cod_transfer_fee_fils" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Admin', 'Customer', 'Ops', 'Courier'));