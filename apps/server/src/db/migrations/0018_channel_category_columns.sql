-- One internal word for a channel category, as the sites table has it (category_id): the pair
-- states and rollups called it a "site group" and the hotel-chain admin's tables a "channel type"
-- (the wire's `site_group` and `channelTypeId`, which stay on the wire; docs/glossary.md).
-- Renames only: no data moves, and indexes follow their columns.
ALTER TABLE "audit_limits" RENAME COLUMN "channel_type_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "audit_limits" RENAME CONSTRAINT "audit_limits_client_id_channel_type_id_pk" TO "audit_limits_client_id_category_id_pk";
--> statement-breakpoint
ALTER TABLE "re_audit_runs" RENAME COLUMN "channel_type_id" TO "category_id";
--> statement-breakpoint
ALTER INDEX "re_audit_runs_channel_type_idx" RENAME TO "re_audit_runs_category_idx";
--> statement-breakpoint
ALTER TABLE "characteristic_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "characteristic_site_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "pair_prev_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "pair_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "pair_site_prev_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "pair_site_rollups" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
ALTER TABLE "pair_states" RENAME COLUMN "site_group_id" TO "category_id";
--> statement-breakpoint
-- The activity log's limit changes name the category the same way.
UPDATE "activity_log" SET "details" = ("details" - 'channelTypeId') || jsonb_build_object('categoryId', "details"->'channelTypeId')
WHERE "details" ? 'channelTypeId';
