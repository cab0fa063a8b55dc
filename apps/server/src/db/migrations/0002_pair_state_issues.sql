ALTER TABLE "pair_states" ADD COLUMN "issues" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Backfill from the current audits; the statuses are those the domain colours red or yellow.
UPDATE "pair_states" s SET "issues" = ARRAY(
  SELECT ar.characteristic || '|' || ar.status FROM "audit_results" ar
  WHERE ar.property_id = s.property_id AND ar.audit_id = s.audit_id AND NOT ar.ignored
    AND ar.status IN ('INACCURATE', 'DISCREPANCY', 'MISSING', 'NOT-PRESENT', 'REMOVE', 'AWAITING REVIEW',
                      'ABSENTS', 'UNMATCHED', 'REVIEW', 'RATES NOT RETURNED')
  ORDER BY 1
);
