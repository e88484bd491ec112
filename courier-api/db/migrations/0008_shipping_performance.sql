-- ShipmentHistory's search indexes use pg_trgm: a trusted extension (a database owner may
-- create it), shipped with PostgreSQL; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "shipments_account_created_idx";--> statement-breakpoint
DROP INDEX "tracking_events_shipment_idx";--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_awb_trgm_idx" ON "shipments" USING gin ("awb_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipments_reference_trgm_idx" ON "shipments" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipments_receiver_name_trgm_idx" ON "shipments" USING gin ("receiver_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipments_receiver_phone_digits_trgm_idx" ON "shipments" USING gin (regexp_replace("receiver_phone", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at","id","progress","status");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at","id");