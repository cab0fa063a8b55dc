ALTER TABLE "generated_reports" ADD COLUMN "view_id" integer;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Runs built before the view was kept: their definition's view is the best that is known.
UPDATE "generated_reports" g SET "view_id" = r."view_id" FROM "reports" r WHERE r."id" = g."report_id";
