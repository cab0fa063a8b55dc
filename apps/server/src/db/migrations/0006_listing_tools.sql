ALTER TYPE "public"."import_kind" ADD VALUE 'SEEN_LISTINGS';--> statement-breakpoint
CREATE TABLE "property_listings" (
	"property_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"listing_url" text,
	"external_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "property_listings_property_id_site_id_pk" PRIMARY KEY("property_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_scopes_check" CHECK ("api_tokens"."scopes" <@ ARRAY['read', 'import']::text[])
);
--> statement-breakpoint
CREATE TABLE "alert_digest_items" (
	"user_id" integer NOT NULL,
	"alert_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digest_items_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "alert_follows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"property_id" integer,
	"view_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_follows_one_target" CHECK (("alert_follows"."property_id" IS NULL) <> ("alert_follows"."view_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "alert_mutes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_mutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"characteristic" text,
	"site_id" integer,
	"until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_readers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"score_drop_step" smallint DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"characteristic" text,
	"dedupe_key" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "channel_connectors" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"base_url" text,
	"api_key" text,
	"frequency" text DEFAULT 'OFF' NOT NULL,
	"time" text DEFAULT '03:00' NOT NULL,
	"weekday" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "connector_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connector_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"landed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor_property_id" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"started_by" integer
);
--> statement-breakpoint
CREATE TABLE "accepted_variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accepted_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"characteristic" text NOT NULL,
	"source_normalized" text NOT NULL,
	"channel_normalized" text NOT NULL,
	"site_id" integer,
	"property_id" integer,
	"audit_id" bigint,
	"source_value" text,
	"channel_value" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_ignores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_ignores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"characteristic" text NOT NULL,
	"source_hash" text NOT NULL,
	"channel_hash" text NOT NULL,
	"audit_id" bigint,
	"source_value" text,
	"channel_value" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_dismissals" (
	"property_id" integer NOT NULL,
	"seen_listing_id" bigint NOT NULL,
	"dismissed_by" integer,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_dismissals_property_id_seen_listing_id_pk" PRIMARY KEY("property_id","seen_listing_id")
);
--> statement-breakpoint
CREATE TABLE "seen_listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seen_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"listing_key" text NOT NULL,
	"listing_url" text,
	"name" text,
	"address" text,
	"phone" text,
	"phone_e164" text,
	"lat" double precision,
	"lng" double precision,
	"seen_at" timestamp with time zone NOT NULL,
	"property_id" integer
);
--> statement-breakpoint
CREATE TABLE "wrong_matches" (
	"property_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"client_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"listing_url" text,
	"comment" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"cause" text DEFAULT 'MARKED' NOT NULL,
	"source_audit_id" bigint,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "wrong_matches_property_id_audit_id_pk" PRIMARY KEY("property_id","audit_id")
);
--> statement-breakpoint
CREATE TABLE "change_request_lines" (
	"request_id" bigint NOT NULL,
	"characteristic" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"current_value" text,
	"corrected_value" text NOT NULL,
	CONSTRAINT "change_request_lines_request_id_characteristic_language_pk" PRIMARY KEY("request_id","characteristic","language")
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" date,
	"sent_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_audit_id" bigint
);
--> statement-breakpoint
CREATE TABLE "client_sso" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"issuer" text,
	"provider_client_id" text,
	"client_secret" text,
	"allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"require_verified_email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characteristic_rollups" ADD COLUMN "lost_sum" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characteristic_rollups" ADD COLUMN "weight_sum" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_items" ADD CONSTRAINT "alert_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digest_items" ADD CONSTRAINT "alert_digest_items_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_follows" ADD CONSTRAINT "alert_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_follows" ADD CONSTRAINT "alert_follows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_follows" ADD CONSTRAINT "alert_follows_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mutes" ADD CONSTRAINT "alert_mutes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mutes" ADD CONSTRAINT "alert_mutes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mutes" ADD CONSTRAINT "alert_mutes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mutes" ADD CONSTRAINT "alert_mutes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_readers" ADD CONSTRAINT "alert_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_connectors" ADD CONSTRAINT "channel_connectors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_connectors" ADD CONSTRAINT "channel_connectors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD CONSTRAINT "connector_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD CONSTRAINT "connector_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_variants" ADD CONSTRAINT "accepted_variants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_variants" ADD CONSTRAINT "accepted_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_variants" ADD CONSTRAINT "accepted_variants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_variants" ADD CONSTRAINT "accepted_variants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_ignores" ADD CONSTRAINT "result_ignores_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_ignores" ADD CONSTRAINT "result_ignores_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_ignores" ADD CONSTRAINT "result_ignores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_ignores" ADD CONSTRAINT "result_ignores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_seen_listing_id_seen_listings_id_fk" FOREIGN KEY ("seen_listing_id") REFERENCES "public"."seen_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_listings" ADD CONSTRAINT "seen_listings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_listings" ADD CONSTRAINT "seen_listings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_listings" ADD CONSTRAINT "seen_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_matches" ADD CONSTRAINT "wrong_matches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_matches" ADD CONSTRAINT "wrong_matches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_matches" ADD CONSTRAINT "wrong_matches_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_matches" ADD CONSTRAINT "wrong_matches_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_matches" ADD CONSTRAINT "wrong_matches_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_lines" ADD CONSTRAINT "change_request_lines_request_id_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sso" ADD CONSTRAINT "client_sso_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sso" ADD CONSTRAINT "client_sso_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_follows_property_key" ON "alert_follows" USING btree ("user_id","property_id") WHERE "alert_follows"."property_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_follows_view_key" ON "alert_follows" USING btree ("user_id","view_id") WHERE "alert_follows"."view_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_follows_property_idx" ON "alert_follows" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "alert_follows_view_idx" ON "alert_follows" USING btree ("view_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_mutes_pair_key" ON "alert_mutes" USING btree ("property_id",coalesce("characteristic", ''),coalesce("site_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedupe_key" ON "alerts" USING btree ("property_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_client_created_idx" ON "alerts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "connector_runs_site_idx" ON "connector_runs" USING btree ("site_id","id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "connector_runs_active_key" ON "connector_runs" USING btree ("site_id") WHERE "connector_runs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "accepted_variants_pair_key" ON "accepted_variants" USING btree ("client_id","characteristic",md5("source_normalized"),md5("channel_normalized"),coalesce("site_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "result_ignores_pair_key" ON "result_ignores" USING btree ("property_id","site_id","characteristic","source_hash","channel_hash");--> statement-breakpoint
CREATE INDEX "result_ignores_client_idx" ON "result_ignores" USING btree ("client_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "seen_listings_key" ON "seen_listings" USING btree ("client_id","site_id","listing_key");--> statement-breakpoint
CREATE INDEX "seen_listings_phone_idx" ON "seen_listings" USING btree ("client_id","phone_e164") WHERE "seen_listings"."phone_e164" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seen_listings_place_idx" ON "seen_listings" USING btree ("client_id","lat","lng");--> statement-breakpoint
CREATE INDEX "wrong_matches_pair_idx" ON "wrong_matches" USING btree ("property_id","site_id");--> statement-breakpoint
CREATE INDEX "wrong_matches_client_idx" ON "wrong_matches" USING btree ("client_id","marked_at");--> statement-breakpoint
CREATE INDEX "change_requests_client_idx" ON "change_requests" USING btree ("client_id","id" desc);--> statement-breakpoint
CREATE INDEX "change_requests_pending_idx" ON "change_requests" USING btree ("property_id","site_id") WHERE "change_requests"."status" <> 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "change_requests_confirmed_idx" ON "change_requests" USING btree ("client_id","confirmed_at") WHERE "change_requests"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_idx" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
-- Existing rollups get their lost points from the states' audits, as recomputeRollups now writes them.
UPDATE "characteristic_rollups" c SET "lost_sum" = b.lost, "weight_sum" = b.weight
FROM (
  SELECT s.client_id, s.month, s.audit_date, s.site_id, s.property_type, coalesce(s.brand_id, 0) AS brand_id,
         s.country_id, s.diamond, ar.characteristic, ar.status,
         coalesce(sum(ar.weight * (100 - ar.accuracy) / ar.audit_weight) FILTER (WHERE ar.counted), 0) AS lost,
         coalesce(sum(ar.weight) FILTER (WHERE ar.counted), 0) AS weight
  FROM pair_states s
  CROSS JOIN LATERAL (
    SELECT r.*, (r.accuracy IS NOT NULL AND NOT r.ignored AND r.weight > 0) AS counted,
           sum(r.weight) FILTER (WHERE r.accuracy IS NOT NULL AND NOT r.ignored AND r.weight > 0) OVER () AS audit_weight
    FROM audit_results r WHERE r.property_id = s.property_id AND r.audit_id = s.audit_id
  ) ar
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
) b
WHERE c.client_id = b.client_id AND c.month = b.month AND c.audit_date = b.audit_date AND c.site_id = b.site_id
  AND c.property_type = b.property_type AND c.brand_id = b.brand_id AND c.country_id = b.country_id
  AND c.diamond = b.diamond AND c.characteristic = b.characteristic AND c.status = b.status;
