-- ShipmentHistory sorted by AirWayBillNo within an account (issue 11): pages come in this index's order.
-- The Admin's list (every account) uses the AWB's unique index. About 2–3 s on 1,000,000 shipments (the bench dataset); writes to shipments wait for it.
CREATE INDEX "shipments_account_awb_idx" ON "shipments" USING btree ("account_id","awb_no");
