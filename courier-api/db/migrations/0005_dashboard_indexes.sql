CREATE INDEX "pickups_account_date_idx" ON "pickups" USING btree ("account_id","pickup_date");--> statement-breakpoint
CREATE INDEX "pickups_date_idx" ON "pickups" USING btree ("pickup_date");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at");