CREATE TABLE "engine_re_audits" (
	"engine_version" integer PRIMARY KEY NOT NULL,
	"cursor_property_id" integer,
	"cursor_audit_id" bigint,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "engine_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Stored audits keep no record of when they were scored: null says so, where a default would claim now.
ALTER TABLE "audits" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audits" ALTER COLUMN "scored_at" SET DEFAULT now();
