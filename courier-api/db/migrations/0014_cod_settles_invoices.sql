ALTER TABLE "accounts" ADD COLUMN "cod_settles_invoices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_invoices_payment" CHECK (("cod_remittances"."payment_id" is null) = ("cod_remittances"."invoices_fils" = 0));