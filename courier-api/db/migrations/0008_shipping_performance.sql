-- ShipmentHistory's search indexes use pg_trgm: a trusted extension (a database owner may
-- create it), shipped with PostgreSQL; PGlite loads it from @electric-sql/pglite/contrib.
-- The four trigram indexes themselves are built after the migrations, CONCURRENTLY and
-- outside their transaction, so a live shipments table keeps taking writes while they
-- build (courier-api/db/online-indexes.ts). A database that ran this file when it still
-- created them keeps them: the online step finds them valid and builds nothing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "shipments_account_created_idx";--> statement-breakpoint
DROP INDEX "tracking_events_shipment_idx";--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at","id","progress","status");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","occurred_at","id");