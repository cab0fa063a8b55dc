CREATE TABLE "connector_run_listings" (
	"run_id" bigint NOT NULL,
	"property_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	CONSTRAINT "connector_run_listings_run_id_property_id_pk" PRIMARY KEY("run_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "channel_connectors" ADD COLUMN "requests_per_minute" integer;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connector_runs" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "connector_run_listings" ADD CONSTRAINT "connector_run_listings_run_id_connector_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."connector_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_run_listings" ADD CONSTRAINT "connector_run_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connector_run_listings_outcome_idx" ON "connector_run_listings" USING btree ("run_id","outcome");--> statement-breakpoint
ALTER TABLE "connector_runs" ADD CONSTRAINT "connector_runs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;