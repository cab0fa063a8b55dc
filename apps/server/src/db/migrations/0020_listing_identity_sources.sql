-- A listing identity says where it was last set from and when its listing was last seen
-- (docs/product-rules.md, "Listing identities"). Until now only the re-point form wrote a row
-- with a user, and anything else came in by hand; both were last known true when written.
CREATE TYPE "public"."listing_source" AS ENUM('IMPORT', 'SNAPSHOT', 'MANUAL', 'API', 'REPOINT');--> statement-breakpoint
ALTER TYPE "public"."import_kind" ADD VALUE 'LISTING_IDENTITIES';--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "source" "listing_source" DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "property_listings"
SET "source" = CASE WHEN "updated_by" IS NULL THEN 'MANUAL'::listing_source ELSE 'REPOINT'::listing_source END,
    "last_seen_at" = "updated_at";
