import type { Tx } from '../db/transaction.ts';
import { ISSUE_STATUSES } from '../db/pair-state-columns.ts';

/**
 * Review notes on the latest audits of the client's hotels, as a content team would have left
 * them: per open issue, what to do in the reference source or on the channel (one option marks a
 * change the channel cannot take), a chosen option on some, a comment on a few; and comments and
 * resolved issues on the audits. Deterministic: choices follow the ids. A choice or comment is
 * signed by one of the client's managers (not an administrator) a few days after the audit, so
 * the hotel-chain admin's manager activity has people and dates to show.
 */
export async function seedDemoNotes(tx: Tx, clientId: number): Promise<void> {
  await tx.query('DROP TABLE IF EXISTS pg_temp.demo_issues');
  await tx.query(
    `CREATE TEMP TABLE demo_issues ON COMMIT DROP AS
     WITH managers AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
       FROM users WHERE client_id = $1 AND role = 'USER'
     )
     SELECT r.property_id, r.audit_id, r.characteristic, r.status, st.name AS channel,
            (SELECT m.id FROM managers m WHERE m.n = r.audit_id % m.total) AS manager,
            least(now() - make_interval(mins => (r.audit_id * 37 % 4320)::int),
              s.audit_date + make_interval(days => (1 + r.audit_id % 4)::int,
                hours => (8 + r.audit_id % 9)::int, mins => (r.audit_id * 7 % 60)::int)) AS acted_at
     FROM pair_states s
     JOIN audit_results r ON r.property_id = s.property_id AND r.audit_id = s.audit_id
     JOIN channels st ON st.id = s.channel_id
     WHERE s.client_id = $1 AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = $1)
       AND s.property_type = 'HOTEL' AND r.status = ANY($2::text[])`,
    [clientId, ISSUE_STATUSES],
  );
  await tx.query(
    `INSERT INTO audit_result_notes (property_id, audit_id, characteristic, options, selected_option_id, comment,
       updated_by, updated_at)
     SELECT property_id, audit_id, characteristic,
            jsonb_build_array(
              jsonb_build_object('id', 1, 'type', 'UPDATE_SOURCE',
                'instruction', jsonb_build_object('source', 'PIM', 'content', 'Correct the value in the property information system; the channels will follow.')),
              jsonb_build_object('id', 2, 'type', 'UPDATE_CHANNEL',
                'instruction', jsonb_build_object('source', channel, 'content', 'Ask ' || channel || ' to correct the listing to the reference value.')),
              jsonb_build_object('id', 3, 'type', 'IMPOSSIBLE_TO_ADD',
                'instruction', jsonb_build_object('source', channel, 'content', channel || ' has no field for this value.'))),
            CASE WHEN audit_id % 4 = 0 THEN 2 WHEN audit_id % 11 = 0 THEN 1 WHEN audit_id % 29 = 0 THEN 3 END,
            CASE WHEN audit_id % 8 = 0 THEN 'Change request sent to the channel''s partner support.' END,
            CASE WHEN audit_id % 4 = 0 OR audit_id % 11 = 0 OR audit_id % 29 = 0 THEN manager END,
            CASE WHEN audit_id % 4 = 0 OR audit_id % 11 = 0 OR audit_id % 29 = 0 THEN acted_at ELSE now() END
     FROM demo_issues`,
  );
  await tx.query(
    `INSERT INTO audit_comments (property_id, audit_id, characteristic, kind, note, created_by, created_at)
     SELECT property_id, audit_id, characteristic,
            (CASE WHEN audit_id % 3 = 0 THEN 'RESOLVED' ELSE 'COMMENT' END)::audit_comment_kind,
            CASE WHEN audit_id % 3 = 0
                 THEN 'Fixed on the channel after the previous audit; confirmed on the live listing.'
                 ELSE 'The channel shows an older value; the property team has been told.' END,
            manager, acted_at
     FROM demo_issues WHERE audit_id % 5 = 0`,
  );
}
