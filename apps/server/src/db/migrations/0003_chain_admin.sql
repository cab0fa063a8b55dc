CREATE TYPE "public"."review_decision" AS ENUM('ACCEPT', 'REJECT');--> statement-breakpoint
CREATE TABLE "re_audit_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "re_audit_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"channel_type_id" smallint NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"cursor_property_id" integer,
	"cursor_audit_id" bigint,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "result_reviews" (
	"property_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	"characteristic" text NOT NULL,
	"decision" "review_decision" NOT NULL,
	"from_status" text NOT NULL,
	"status" text NOT NULL,
	"source_value" text,
	"channel_value" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_reviews_property_id_audit_id_characteristic_pk" PRIMARY KEY("property_id","audit_id","characteristic")
);
--> statement-breakpoint
ALTER TABLE "re_audit_runs" ADD CONSTRAINT "re_audit_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_audit_runs" ADD CONSTRAINT "re_audit_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_property_id_audit_id_audits_property_id_id_fk" FOREIGN KEY ("property_id","audit_id") REFERENCES "public"."audits"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "re_audit_runs_channel_type_idx" ON "re_audit_runs" USING btree ("client_id","channel_type_id","id" desc);