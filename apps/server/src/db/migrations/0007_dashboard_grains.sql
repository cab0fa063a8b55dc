CREATE TABLE "characteristic_site_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"diamond" boolean NOT NULL,
	"characteristic" text NOT NULL,
	"status" text NOT NULL,
	"results" integer NOT NULL,
	"scored_results" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"lost_sum" real NOT NULL,
	"weight_sum" real NOT NULL,
	CONSTRAINT "characteristic_site_rollups_client_id_month_audit_date_site_id_property_type_diamond_characteristic_status_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","diamond","characteristic","status")
);
--> statement-breakpoint
CREATE TABLE "pair_prev_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"brand_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"diamond" boolean NOT NULL,
	"prev_audit_date" date NOT NULL,
	"pairs" integer NOT NULL,
	"scored_pairs" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"knockouts" integer NOT NULL,
	CONSTRAINT "pair_prev_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_prev_audit_date_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","brand_id","country_id","diamond","prev_audit_date")
);
--> statement-breakpoint
CREATE TABLE "pair_site_prev_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"diamond" boolean NOT NULL,
	"prev_audit_date" date NOT NULL,
	"pairs" integer NOT NULL,
	"scored_pairs" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"knockouts" integer NOT NULL,
	CONSTRAINT "pair_site_prev_rollups_client_id_month_audit_date_site_id_property_type_diamond_prev_audit_date_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","diamond","prev_audit_date")
);
--> statement-breakpoint
CREATE TABLE "pair_site_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"diamond" boolean NOT NULL,
	"pairs" integer NOT NULL,
	"scored_pairs" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"knockouts" integer NOT NULL,
	"content_scored" integer NOT NULL,
	"content_score_sum" real NOT NULL,
	CONSTRAINT "pair_site_rollups_client_id_month_audit_date_site_id_property_type_diamond_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","diamond")
);
--> statement-breakpoint
CREATE TABLE "property_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"property_id" integer NOT NULL,
	"audit_date" date NOT NULL,
	"property_type" text NOT NULL,
	"brand_id" integer,
	"chain_id" integer,
	"management_company_id" integer,
	"city_id" integer NOT NULL,
	"sub_region_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"pairs" integer NOT NULL,
	"scored_pairs" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"knockouts" integer NOT NULL,
	"content_scored" integer NOT NULL,
	"content_score_sum" real NOT NULL
);
--> statement-breakpoint
-- Existing rollups carried into the new grains, as recomputeRollups now writes them (before the
-- property_rollups indexes, which are quicker to build once than to maintain row by row).
INSERT INTO "characteristic_site_rollups" (client_id, month, audit_date, site_id, property_type, diamond,
  characteristic, status, site_group_id, results, scored_results, accuracy_sum, lost_sum, weight_sum)
SELECT client_id, month, audit_date, site_id, property_type, diamond, characteristic, status, min(site_group_id),
       sum(results), sum(scored_results), sum(accuracy_sum), sum(lost_sum), sum(weight_sum)
FROM characteristic_rollups
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "pair_site_rollups" (client_id, month, audit_date, site_id, property_type, diamond, site_group_id,
  pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum)
SELECT client_id, month, audit_date, site_id, property_type, diamond, min(site_group_id),
       sum(pairs), sum(scored_pairs), sum(accuracy_sum), sum(knockouts), sum(content_scored), sum(content_score_sum)
FROM pair_rollups
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "pair_prev_rollups" (client_id, month, audit_date, site_id, property_type, brand_id, country_id, diamond,
  prev_audit_date, site_group_id, pairs, scored_pairs, accuracy_sum, knockouts)
SELECT client_id, month, audit_date, site_id, property_type, coalesce(brand_id, 0), country_id, diamond,
       prev_audit_date, min(site_group_id), count(*), count(prev_accuracy), coalesce(sum(prev_accuracy), 0),
       count(*) FILTER (WHERE prev_knockout)
FROM pair_states WHERE prev_audit_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO "pair_site_prev_rollups" (client_id, month, audit_date, site_id, property_type, diamond, prev_audit_date,
  site_group_id, pairs, scored_pairs, accuracy_sum, knockouts)
SELECT client_id, month, audit_date, site_id, property_type, diamond, prev_audit_date, min(site_group_id),
       sum(pairs), sum(scored_pairs), sum(accuracy_sum), sum(knockouts)
FROM pair_prev_rollups
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "property_rollups" (client_id, month, property_id, audit_date, property_type, brand_id, chain_id,
  management_company_id, city_id, sub_region_id, region_id, country_id,
  pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum)
SELECT s.client_id, s.month, s.property_id, least(s.audit_date, s.month), s.property_type, s.brand_id, s.chain_id,
       s.management_company_id, s.city_id, s.sub_region_id, s.region_id, s.country_id,
       count(*), count(s.accuracy), coalesce(sum(s.accuracy), 0), count(*) FILTER (WHERE s.knockout),
       count(s.content_score), coalesce(sum(s.content_score), 0)
FROM pair_states s
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12;
--> statement-breakpoint
CREATE INDEX "property_rollups_client_month_idx" ON "property_rollups" USING btree ("client_id","month","audit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "property_rollups_key" ON "property_rollups" USING btree ("property_id","month","audit_date","property_type",coalesce("brand_id", 0),coalesce("chain_id", 0),coalesce("management_company_id", 0),"city_id","sub_region_id","region_id","country_id");