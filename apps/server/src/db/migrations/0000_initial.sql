CREATE TYPE "public"."role" AS ENUM('ADMIN', 'USER');--> statement-breakpoint
CREATE TYPE "public"."property_status_notice" AS ENUM('CLOSED_TEMPORARY', 'CLOSED_PERMANENTLY', 'DEFLAGGING', 'REBRANDING');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('HOTEL', 'RESTAURANT', 'SPA');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('MANUAL', 'AUTOMATED', 'AUTOMATED_NAPW');--> statement-breakpoint
CREATE TYPE "public"."audit_comment_kind" AS ENUM('COMMENT', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."import_kind" AS ENUM('REFERENCE', 'SNAPSHOTS');--> statement-breakpoint
CREATE TYPE "public"."report_kind" AS ENUM('XLSX', 'PDF');--> statement-breakpoint
CREATE TYPE "public"."report_schedule" AS ENUM('ON_DEMAND', 'MONTHLY');--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_views" (
	"user_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "user_views_user_id_view_id_pk" PRIMARY KEY("user_id","view_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" DEFAULT 'USER' NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "management_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_region_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"iso_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" "property_type" NOT NULL,
	"brand_id" integer,
	"management_company_id" integer,
	"parent_property_id" integer,
	"city_id" integer NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"status_notice" "property_status_notice",
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_languages" (
	"property_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "property_languages_property_id_language_id_pk" PRIMARY KEY("property_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "channel_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_group_sites" (
	"group_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "channel_group_sites_group_id_site_id_pk" PRIMARY KEY("group_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "channel_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" smallint NOT NULL,
	"icon" text,
	"characteristics" text[] NOT NULL,
	"essential" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_properties" (
	"view_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "view_properties_view_id_property_id_pk" PRIMARY KEY("view_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "view_sites" (
	"view_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "view_sites_view_id_site_id_pk" PRIMARY KEY("view_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"view_type" text DEFAULT 'standard' NOT NULL,
	"specific_view_type" text,
	"supports_essentials" boolean DEFAULT true NOT NULL,
	"content_monitor_summary" boolean DEFAULT true NOT NULL,
	"content_monitor_detail" boolean DEFAULT true NOT NULL,
	"last_content_monitor" text DEFAULT 'DETAIL' NOT NULL,
	"scope" jsonb DEFAULT '{"kind":"ALL"}'::jsonb NOT NULL,
	"all_sites" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_last_content_monitor_check" CHECK ("views"."last_content_monitor" in ('SUMMARY', 'DETAIL'))
);
--> statement-breakpoint
CREATE TABLE "channel_snapshots" (
	"property_id" integer NOT NULL,
	"id" bigint GENERATED BY DEFAULT AS IDENTITY (sequence name "channel_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"content" json NOT NULL,
	"content_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_snapshots_property_id_id_pk" PRIMARY KEY("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "reference_values" (
	"property_id" integer NOT NULL,
	"characteristic" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"value" jsonb NOT NULL,
	"source" text DEFAULT 'PIM' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_values_property_id_characteristic_language_valid_from_pk" PRIMARY KEY("property_id","characteristic","language","valid_from")
);
--> statement-breakpoint
CREATE TABLE "audit_results" (
	"property_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"characteristic" text NOT NULL,
	"status" text NOT NULL,
	"accuracy" smallint,
	"weight" real DEFAULT 1 NOT NULL,
	"priority" smallint DEFAULT 100 NOT NULL,
	"source_value" text,
	"channel_value" text,
	"additional_data" json,
	"evidence" json NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	CONSTRAINT "audit_results_property_id_audit_id_characteristic_pk" PRIMARY KEY("property_id","audit_id","characteristic")
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"property_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"snapshot_id" bigint NOT NULL,
	"audit_date" date NOT NULL,
	"project_type" "project_type" DEFAULT 'AUTOMATED' NOT NULL,
	"accuracy" real,
	"knockout" boolean DEFAULT false NOT NULL,
	"knockout_reasons" text[] DEFAULT '{}' NOT NULL,
	"content_score" real,
	"content_score_components" jsonb,
	"listing_type" text,
	"listing_url" text,
	"page_number" smallint,
	"position" smallint,
	"level" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audits_property_id_id_pk" PRIMARY KEY("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_comments" (
	"property_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_id" bigint NOT NULL,
	"characteristic" text NOT NULL,
	"kind" "audit_comment_kind" NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_comments_property_id_id_pk" PRIMARY KEY("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_result_notes" (
	"property_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_result_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_id" bigint NOT NULL,
	"characteristic" text NOT NULL,
	"options" jsonb NOT NULL,
	"selected_option_id" integer,
	"comment" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_result_notes_property_id_id_pk" PRIMARY KEY("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "matched_notes" (
	"property_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "matched_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"characteristic" text NOT NULL,
	"char_value" text NOT NULL,
	"additional_data" jsonb,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "matched_notes_property_id_id_pk" PRIMARY KEY("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "actions_history" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"history" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"property_id" integer,
	"site_id" integer,
	"audit_id" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_limits" (
	"client_id" integer NOT NULL,
	"channel_type_id" smallint NOT NULL,
	"limits" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_limits_client_id_channel_type_id_pk" PRIMARY KEY("client_id","channel_type_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_room_configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_room_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"log_store" jsonb NOT NULL,
	"browser_error_log" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generated_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" integer,
	"client_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" "import_kind" NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "report_kind" NOT NULL,
	"schedule" "report_schedule" DEFAULT 'ON_DEMAND' NOT NULL,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characteristic_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"brand_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"diamond" boolean NOT NULL,
	"characteristic" text NOT NULL,
	"status" text NOT NULL,
	"results" integer NOT NULL,
	"scored_results" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	CONSTRAINT "characteristic_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_characteristic_status_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","brand_id","country_id","diamond","characteristic","status")
);
--> statement-breakpoint
CREATE TABLE "pair_rollups" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"audit_date" date NOT NULL,
	"site_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	"property_type" text NOT NULL,
	"brand_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"diamond" boolean NOT NULL,
	"pairs" integer NOT NULL,
	"scored_pairs" integer NOT NULL,
	"accuracy_sum" real NOT NULL,
	"knockouts" integer NOT NULL,
	"content_scored" integer NOT NULL,
	"content_score_sum" real NOT NULL,
	CONSTRAINT "pair_rollups_client_id_month_audit_date_site_id_property_type_brand_id_country_id_diamond_pk" PRIMARY KEY("client_id","month","audit_date","site_id","property_type","brand_id","country_id","diamond")
);
--> statement-breakpoint
CREATE TABLE "pair_states" (
	"property_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"month" date NOT NULL,
	"client_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"audit_date" date NOT NULL,
	"accuracy" real,
	"knockout" boolean NOT NULL,
	"content_score" real,
	"diamond" boolean NOT NULL,
	"prev_audit_id" bigint,
	"prev_audit_date" date,
	"prev_accuracy" real,
	"prev_knockout" boolean,
	"property_type" text NOT NULL,
	"brand_id" integer,
	"chain_id" integer,
	"management_company_id" integer,
	"city_id" integer NOT NULL,
	"sub_region_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"site_group_id" smallint NOT NULL,
	CONSTRAINT "pair_states_property_id_site_id_month_pk" PRIMARY KEY("property_id","site_id","month")
);
--> statement-breakpoint
ALTER TABLE "user_views" ADD CONSTRAINT "user_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chains" ADD CONSTRAINT "chains_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_companies" ADD CONSTRAINT "management_companies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_sub_region_id_sub_regions_id_fk" FOREIGN KEY ("sub_region_id") REFERENCES "public"."sub_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_regions" ADD CONSTRAINT "sub_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parent_property_id_properties_id_fk" FOREIGN KEY ("parent_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_languages" ADD CONSTRAINT "property_languages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_languages" ADD CONSTRAINT "property_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_group_sites" ADD CONSTRAINT "channel_group_sites_group_id_channel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."channel_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_group_sites" ADD CONSTRAINT "channel_group_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_groups" ADD CONSTRAINT "channel_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_category_id_channel_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."channel_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_properties" ADD CONSTRAINT "view_properties_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_properties" ADD CONSTRAINT "view_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_sites" ADD CONSTRAINT "view_sites_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_sites" ADD CONSTRAINT "view_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_snapshots" ADD CONSTRAINT "channel_snapshots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_snapshots" ADD CONSTRAINT "channel_snapshots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_values" ADD CONSTRAINT "reference_values_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_results" ADD CONSTRAINT "audit_results_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_comments" ADD CONSTRAINT "audit_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_comments" ADD CONSTRAINT "audit_comments_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_result_notes" ADD CONSTRAINT "audit_result_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_result_notes" ADD CONSTRAINT "audit_result_notes_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_notes" ADD CONSTRAINT "matched_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_notes" ADD CONSTRAINT "matched_notes_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions_history" ADD CONSTRAINT "actions_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_limits" ADD CONSTRAINT "audit_limits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_limits" ADD CONSTRAINT "audit_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_key" ON "brands" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "brands_chain_idx" ON "brands" USING btree ("chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chains_code_key" ON "chains" USING btree ("client_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "management_companies_code_key" ON "management_companies" USING btree ("client_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_key" ON "cities" USING btree ("sub_region_id","name");--> statement-breakpoint
CREATE INDEX "cities_sub_region_idx" ON "cities" USING btree ("sub_region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_key" ON "countries" USING btree ("iso_code");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_key" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_key" ON "regions" USING btree ("country_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_regions_name_key" ON "sub_regions" USING btree ("region_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_code_key" ON "properties" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "properties_brand_idx" ON "properties" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "properties_management_company_idx" ON "properties" USING btree ("management_company_id");--> statement-breakpoint
CREATE INDEX "properties_parent_idx" ON "properties" USING btree ("parent_property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_groups_name_key" ON "channel_groups" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_name_key" ON "sites" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sites_category_idx" ON "sites" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "view_properties_property_idx" ON "view_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "views_name_key" ON "views" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_snapshots_capture_key" ON "channel_snapshots" USING btree ("property_id","site_id","captured_at");--> statement-breakpoint
CREATE INDEX "channel_snapshots_site_idx" ON "channel_snapshots" USING btree ("property_id","site_id","captured_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "audits_snapshot_key" ON "audits" USING btree ("property_id","snapshot_id");--> statement-breakpoint
CREATE INDEX "audits_pair_date_idx" ON "audits" USING btree ("property_id","site_id","audit_date" desc);--> statement-breakpoint
CREATE INDEX "audit_comments_audit_idx" ON "audit_comments" USING btree ("property_id","audit_id");--> statement-breakpoint
CREATE INDEX "audit_result_notes_audit_idx" ON "audit_result_notes" USING btree ("property_id","audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matched_notes_request_key" ON "matched_notes" USING btree ("property_id","uid","characteristic","char_value");--> statement-breakpoint
CREATE INDEX "matched_notes_audit_idx" ON "matched_notes" USING btree ("property_id","audit_id");--> statement-breakpoint
CREATE INDEX "activity_log_client_idx" ON "activity_log" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_configurations_code_key" ON "meeting_room_configurations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "generated_reports_client_idx" ON "generated_reports" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "import_runs_client_idx" ON "import_runs" USING btree ("client_id","started_at");--> statement-breakpoint
CREATE INDEX "question_images_question_idx" ON "question_images" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "pair_states_client_month_idx" ON "pair_states" USING btree ("client_id","month","site_id","audit_date");