-- Properties show when their listings were last audited. Read from the month's pair states, that
-- date cost a scan of every state (80,000 at 2,000 properties) on each property table call; the
-- rollups per property now carry it (docs/performance.md). Existing rows take it from the states
-- they sum, grouped by the same key (a property's dimensions are one set per month).
ALTER TABLE "property_rollups" ADD COLUMN "last_audit_date" date;
--> statement-breakpoint
UPDATE "property_rollups" r SET "last_audit_date" = s.last
FROM (SELECT client_id, month, property_id, least(audit_date, month) AS audit_date, max(audit_date) AS last
      FROM pair_states GROUP BY 1, 2, 3, 4) s
WHERE s.client_id = r.client_id AND s.month = r.month AND s.property_id = r.property_id
  AND s.audit_date = r.audit_date;
--> statement-breakpoint
-- A row no state sums any more would have been deleted at its next refresh.
DELETE FROM "property_rollups" WHERE "last_audit_date" IS NULL;
--> statement-breakpoint
ALTER TABLE "property_rollups" ALTER COLUMN "last_audit_date" SET NOT NULL;
