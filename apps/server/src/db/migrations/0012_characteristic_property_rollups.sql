CREATE TABLE "characteristic_property_rollups" (
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
	"characteristic" text NOT NULL,
	"results" integer NOT NULL,
	"scored_results" integer NOT NULL,
	"accuracy_sum" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "characteristic_property_rollups_client_month_idx" ON "characteristic_property_rollups" USING btree ("client_id","month","audit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "characteristic_property_rollups_key" ON "characteristic_property_rollups" USING btree ("property_id","month","audit_date","property_type",coalesce("brand_id", 0),coalesce("chain_id", 0),coalesce("management_company_id", 0),"city_id","sub_region_id","region_id","country_id","characteristic");--> statement-breakpoint
-- Existing pair states summed as the scoring module sums them (sumPropertyRollups in
-- modules/scoring/pair-states.queries.ts).
INSERT INTO "characteristic_property_rollups" (client_id, month, property_id, audit_date, characteristic, property_type,
  brand_id, chain_id, management_company_id, city_id, sub_region_id, region_id, country_id,
  results, scored_results, accuracy_sum)
SELECT s.client_id, s.month, s.property_id, least(s.audit_date, s.month), ar.characteristic, s.property_type, s.brand_id,
       s.chain_id, s.management_company_id, s.city_id, s.sub_region_id, s.region_id, s.country_id,
       count(*), count(ar.accuracy) FILTER (WHERE NOT ar.ignored),
       coalesce(sum(ar.accuracy) FILTER (WHERE NOT ar.ignored), 0)
FROM pair_states s JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.audit_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;
