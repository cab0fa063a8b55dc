-- Pair figures of property sets (lists, management companies) and of filters only pair states
-- answer read a month's states property by property. Each state row carries its results' arrays
-- (about 530 bytes), so reading 40,000 states visited 80,000 heap pages; with every scalar column
-- a figure reads in the index, the scan is index-only (a management company of 1,004 of 2,000
-- properties: 107 -> 42 ms; docs/performance.md). Same name and key as before: the schema file
-- declares the key, this migration the included columns.
DROP INDEX IF EXISTS "pair_states_client_month_property_idx";
--> statement-breakpoint
CREATE INDEX "pair_states_client_month_property_idx" ON "pair_states" USING btree ("client_id","month","property_id") INCLUDE ("site_id", "audit_id", "audit_date", "accuracy", "knockout", "content_score", "diamond", "prev_audit_id", "prev_audit_date", "prev_accuracy", "prev_knockout", "property_type", "brand_id", "chain_id", "management_company_id", "city_id", "sub_region_id", "region_id", "country_id", "site_group_id");
--> statement-breakpoint
-- Index-only scans need the newest month's pages marked all-visible, which only a vacuum does:
-- vacuumed after 2 % of the rows are new or changed, not autovacuum's default 20 %.
ALTER TABLE "pair_states" SET (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02);
