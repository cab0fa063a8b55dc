-- One internal word for a channel: the tables and columns said "site" (the wire's older word, which
-- stays on the wire: `siteId`, `/sites`; docs/glossary.md) while the code said channel. Renames only:
-- no data moves; constraint and index names follow their tables and columns.
ALTER TABLE "channel_group_sites" RENAME TO "channel_group_channels";
--> statement-breakpoint
ALTER TABLE "sites" RENAME TO "channels";
--> statement-breakpoint
ALTER TABLE "view_sites" RENAME TO "view_channels";
--> statement-breakpoint
ALTER TABLE "characteristic_site_rollups" RENAME TO "characteristic_channel_rollups";
--> statement-breakpoint
ALTER TABLE "pair_site_prev_rollups" RENAME TO "pair_channel_prev_rollups";
--> statement-breakpoint
ALTER TABLE "pair_site_rollups" RENAME TO "pair_channel_rollups";
--> statement-breakpoint
ALTER TABLE "channel_group_channels" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "view_channels" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "views" RENAME COLUMN "all_sites" TO "all_channels";
--> statement-breakpoint
ALTER TABLE "channel_snapshots" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "audits" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "activity_log" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "characteristic_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "characteristic_channel_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "pair_prev_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "pair_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "pair_channel_prev_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "pair_channel_rollups" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "pair_states" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "property_listings" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "alert_mutes" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "alerts" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "channel_connectors" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "connector_runs" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "accepted_variants" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "result_ignores" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "seen_listings" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "wrong_matches" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "change_requests" RENAME COLUMN "site_id" TO "channel_id";
--> statement-breakpoint
ALTER TABLE "channel_group_channels" RENAME CONSTRAINT "channel_group_sites_group_id_channel_groups_id_fk" TO "channel_group_channels_group_id_channel_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_group_channels" RENAME CONSTRAINT "channel_group_sites_site_id_sites_id_fk" TO "channel_group_channels_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_group_channels" RENAME CONSTRAINT "channel_group_sites_group_id_site_id_pk" TO "channel_group_channels_group_id_channel_id_pk";
--> statement-breakpoint
ALTER TABLE "channels" RENAME CONSTRAINT "sites_category_id_channel_categories_id_fk" TO "channels_category_id_channel_categories_id_fk";
--> statement-breakpoint
ALTER INDEX "sites_name_key" RENAME TO "channels_name_key";
--> statement-breakpoint
ALTER INDEX "sites_category_idx" RENAME TO "channels_category_idx";
--> statement-breakpoint
ALTER TABLE "view_channels" RENAME CONSTRAINT "view_sites_view_id_views_id_fk" TO "view_channels_view_id_views_id_fk";
--> statement-breakpoint
ALTER TABLE "view_channels" RENAME CONSTRAINT "view_sites_site_id_sites_id_fk" TO "view_channels_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "view_channels" RENAME CONSTRAINT "view_sites_view_id_site_id_pk" TO "view_channels_view_id_channel_id_pk";
--> statement-breakpoint
ALTER TABLE "channel_snapshots" RENAME CONSTRAINT "channel_snapshots_site_id_sites_id_fk" TO "channel_snapshots_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER INDEX "channel_snapshots_site_idx" RENAME TO "channel_snapshots_channel_idx";
--> statement-breakpoint
ALTER TABLE "audits" RENAME CONSTRAINT "audits_site_id_sites_id_fk" TO "audits_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "characteristic_rollups" RENAME CONSTRAINT "characteristic_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_characteristic_status_pk" TO "characteristic_rollups_client_id_month_audit_date_channel_id_property_type_brand_id_country_id_diamond_characteristic_status_pk";
--> statement-breakpoint
ALTER TABLE "characteristic_channel_rollups" RENAME CONSTRAINT "characteristic_site_rollups_client_id_month_audit_date_site_id_property_type_diamond_characteristic_status_pk" TO "characteristic_channel_rollups_client_id_month_audit_date_channel_id_property_type_diamond_characteristic_status_pk";
--> statement-breakpoint
ALTER TABLE "pair_prev_rollups" RENAME CONSTRAINT "pair_prev_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_prev_audit_date_pk" TO "pair_prev_rollups_client_id_month_audit_date_channel_id_property_type_brand_id_country_id_diamond_prev_audit_date_pk";
--> statement-breakpoint
ALTER TABLE "pair_rollups" RENAME CONSTRAINT "pair_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_pk" TO "pair_rollups_client_id_month_audit_date_channel_id_property_type_brand_id_country_id_diamond_pk";
--> statement-breakpoint
ALTER TABLE "pair_channel_prev_rollups" RENAME CONSTRAINT "pair_site_prev_rollups_client_id_month_audit_date_site_id_property_type_diamond_prev_audit_date_pk" TO "pair_channel_prev_rollups_client_id_month_audit_date_channel_id_property_type_diamond_prev_audit_date_pk";
--> statement-breakpoint
ALTER TABLE "pair_channel_rollups" RENAME CONSTRAINT "pair_site_rollups_client_id_month_audit_date_site_id_property_type_diamond_pk" TO "pair_channel_rollups_client_id_month_audit_date_channel_id_property_type_diamond_pk";
--> statement-breakpoint
ALTER TABLE "pair_states" RENAME CONSTRAINT "pair_states_property_id_site_id_month_pk" TO "pair_states_property_id_channel_id_month_pk";
--> statement-breakpoint
ALTER TABLE "property_listings" RENAME CONSTRAINT "property_listings_site_id_sites_id_fk" TO "property_listings_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "property_listings" RENAME CONSTRAINT "property_listings_property_id_site_id_pk" TO "property_listings_property_id_channel_id_pk";
--> statement-breakpoint
ALTER TABLE "alert_mutes" RENAME CONSTRAINT "alert_mutes_site_id_sites_id_fk" TO "alert_mutes_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "alerts" RENAME CONSTRAINT "alerts_site_id_sites_id_fk" TO "alerts_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_connectors" RENAME CONSTRAINT "channel_connectors_site_id_sites_id_fk" TO "channel_connectors_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "connector_runs" RENAME CONSTRAINT "connector_runs_site_id_sites_id_fk" TO "connector_runs_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER INDEX "connector_runs_site_idx" RENAME TO "connector_runs_channel_idx";
--> statement-breakpoint
ALTER TABLE "accepted_variants" RENAME CONSTRAINT "accepted_variants_site_id_sites_id_fk" TO "accepted_variants_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "result_ignores" RENAME CONSTRAINT "result_ignores_site_id_sites_id_fk" TO "result_ignores_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "seen_listings" RENAME CONSTRAINT "seen_listings_site_id_sites_id_fk" TO "seen_listings_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "wrong_matches" RENAME CONSTRAINT "wrong_matches_site_id_sites_id_fk" TO "wrong_matches_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "change_requests" RENAME CONSTRAINT "change_requests_site_id_sites_id_fk" TO "change_requests_channel_id_channels_id_fk";
--> statement-breakpoint
ALTER INDEX "sites_pkey" RENAME TO "channels_pkey";
