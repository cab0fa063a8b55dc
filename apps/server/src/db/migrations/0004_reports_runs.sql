CREATE TYPE "public"."generated_report_status" AS ENUM('QUEUED', 'RUNNING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."report_period" AS ENUM('PREVIOUS_MONTH', 'LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_365_DAYS');--> statement-breakpoint
ALTER TABLE "generated_reports" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "status" "generated_report_status" DEFAULT 'READY' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "period" "report_period" DEFAULT 'LAST_30_DAYS' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "generated_reports_report_idx" ON "generated_reports" USING btree ("report_id","created_at");