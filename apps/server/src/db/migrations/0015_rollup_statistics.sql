-- Each monthly import adds about a thirteenth of these month-keyed tables, under autovacuum's
-- default 10 % before it analyses again: the planner went on estimating the newest month, the one
-- every default view reads, at one row (docs/performance.md, "Statistics of the newest month").
-- 2 % re-analyses after every month landed, and after most mid-month imports.
ALTER TABLE "audits" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pair_states" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pair_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pair_site_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pair_prev_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pair_site_prev_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "characteristic_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "characteristic_site_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "property_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "characteristic_property_rollups" SET (autovacuum_analyze_scale_factor = 0.02);
