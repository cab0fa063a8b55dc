ALTER TABLE "pair_states" ADD COLUMN "result_characteristics" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pair_states" ADD COLUMN "result_accuracies" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pair_states" ADD COLUMN "prev_result_characteristics" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pair_states" ADD COLUMN "prev_result_accuracies" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Existing states get their audits' results as the scoring module writes them (resultArrays in
-- modules/scoring/pair-states.queries.ts).
UPDATE "pair_states" s SET result_characteristics = coalesce(r.characteristics, '{}'),
  result_accuracies = coalesce(r.accuracies, '{}'), prev_result_characteristics = coalesce(p.characteristics, '{}'),
  prev_result_accuracies = coalesce(p.accuracies, '{}')
FROM pair_states k
LEFT JOIN LATERAL (
  SELECT array_agg(ar.characteristic ORDER BY ar.characteristic) AS characteristics,
         array_agg(CASE WHEN NOT ar.ignored THEN ar.accuracy END ORDER BY ar.characteristic) AS accuracies
  FROM audit_results ar WHERE ar.property_id = k.property_id AND ar.audit_id = k.audit_id) r ON true
LEFT JOIN LATERAL (
  SELECT array_agg(ar.characteristic ORDER BY ar.characteristic) AS characteristics,
         array_agg(CASE WHEN NOT ar.ignored THEN ar.accuracy END ORDER BY ar.characteristic) AS accuracies
  FROM audit_results ar WHERE ar.property_id = k.property_id AND ar.audit_id = k.prev_audit_id) p ON true
WHERE k.property_id = s.property_id AND k.site_id = s.site_id AND k.month = s.month;--> statement-breakpoint
-- A month's states hold audits of that month and earlier ones carried forward: month and audit date
-- are correlated, and estimated as independent the planner expected a tenth of a month's pairs in a
-- date range and sorted their results instead of hashing them. A most-common-values list over both
-- gives the joint selectivity.
CREATE STATISTICS IF NOT EXISTS "pair_states_month_audit_date" (mcv) ON "month", "audit_date" FROM "pair_states";--> statement-breakpoint
-- The rollups keyed by month and audit date share the correlation (a chain view's matrix over
-- characteristic_rollups was sorted on disk for the same misestimate).
CREATE STATISTICS IF NOT EXISTS "pair_rollups_month_audit_date" (mcv) ON "month", "audit_date" FROM "pair_rollups";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "pair_prev_rollups_month_audit_date" (mcv) ON "month", "audit_date" FROM "pair_prev_rollups";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "characteristic_rollups_month_audit_date" (mcv) ON "month", "audit_date" FROM "characteristic_rollups";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "characteristic_site_rollups_month_audit_date" (mcv) ON "month", "audit_date" FROM "characteristic_site_rollups";
--> statement-breakpoint
-- The backfill wrote every state anew, in results order and beside its old version: rewritten in
-- the order a month's states are read, without the dead half (1,000,000 states in 10 s).
CLUSTER "pair_states" USING "pair_states_client_month_idx";--> statement-breakpoint
ANALYZE "pair_states";--> statement-breakpoint
ANALYZE "pair_rollups";--> statement-breakpoint
ANALYZE "pair_prev_rollups";--> statement-breakpoint
ANALYZE "characteristic_rollups";--> statement-breakpoint
ANALYZE "characteristic_site_rollups";
