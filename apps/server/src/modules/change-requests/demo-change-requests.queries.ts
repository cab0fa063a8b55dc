import type { Tx } from '../../db/transaction.ts';

/** Characteristics a content team asks channels to correct most, and the demo requests. */
const REQUESTED = ['NAME', 'ADDRESS', 'PHONE', 'WEBSITE', 'EMAIL', 'RESERVATION_LINK'];

/**
 * Change requests as a content team would have made them: for a few pairs per channel, an issue
 * seen in an audit, requested a day or two later and sent a few days after that, confirmed by the
 * next audit that showed it fixed (so time-to-fix has real durations); and on the latest audits,
 * requests still open or sent. Signed by the client's managers; deterministic (choices follow the
 * ids). No activity entries: the log shows what people did, not what the demo invented.
 */
export async function seedDemoChangeRequests(
  tx: Tx,
  clientId: number,
  fixedStatuses: readonly string[],
): Promise<void> {
  await tx.query('DROP TABLE IF EXISTS pg_temp.demo_requests');
  await tx.query(
    `CREATE TEMP TABLE demo_requests ON COMMIT DROP AS
     WITH managers AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
       FROM users WHERE client_id = $1 AND role = 'USER'
     ), fixes AS (
       SELECT DISTINCT ON (a.property_id, a.channel_id) a.property_id, a.channel_id, a.id AS audit_id,
              a.audit_date, fix.id AS fix_id, fix.audit_date AS fix_date, ar.characteristic,
              ar.channel_value, ar.source_value
       FROM audits a
       JOIN properties p ON p.id = a.property_id AND p.client_id = $1
       JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.id
         AND ar.status IN ('INACCURATE', 'DISCREPANCY') AND ar.source_value IS NOT NULL
         AND ar.characteristic = ANY($2::text[])
       JOIN LATERAL (SELECT b.id, b.audit_date FROM audits b
                     WHERE b.property_id = a.property_id AND b.channel_id = a.channel_id AND b.audit_date > a.audit_date
                     ORDER BY b.audit_date LIMIT 1) fix ON true
       JOIN audit_results fr ON fr.property_id = a.property_id AND fr.audit_id = fix.id
         AND fr.characteristic = ar.characteristic AND fr.status = ANY($3::text[])
       ORDER BY a.property_id, a.channel_id, fix.audit_date DESC
     ), confirmed AS (
       SELECT f.*, row_number() OVER (PARTITION BY f.channel_id ORDER BY f.fix_date DESC, f.audit_id % 7, f.audit_id) AS rank
       FROM fixes f
     ), pending AS (
       SELECT DISTINCT ON (s.property_id, s.channel_id) s.property_id, s.channel_id, s.audit_id, s.audit_date,
              ar.characteristic, ar.channel_value, ar.source_value
       FROM pair_states s
       JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.audit_id
         AND ar.status = 'INACCURATE' AND ar.source_value IS NOT NULL AND ar.characteristic = ANY($2::text[])
       WHERE s.client_id = $1 AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = $1)
       ORDER BY s.property_id, s.channel_id, ar.characteristic
     ), open AS (
       SELECT p.*, row_number() OVER (PARTITION BY p.channel_id ORDER BY p.audit_id % 5, p.audit_id) AS rank
       FROM pending p
       WHERE NOT EXISTS (SELECT 1 FROM fixes f WHERE f.property_id = p.property_id AND f.channel_id = p.channel_id AND f.fix_id = p.audit_id)
     )
     SELECT c.property_id, c.channel_id, c.audit_id, c.characteristic, c.channel_value, c.source_value,
            'CONFIRMED' AS status,
            c.audit_date + make_interval(days => (1 + c.audit_id % 2)::int, hours => (9 + c.audit_id % 8)::int) AS created_at,
            (c.audit_date + (2 + c.audit_id % 5)::int) AS sent_on,
            least(now() - interval '1 hour', greatest(c.fix_date, c.audit_date + (3 + c.audit_id % 5)::int)
              + make_interval(hours => (6 + c.fix_id % 12)::int)) AS confirmed_at,
            c.fix_id AS confirmed_audit_id,
            (SELECT m.id FROM managers m WHERE m.n = c.audit_id % m.total) AS manager
     FROM confirmed c WHERE c.rank <= 3
     UNION ALL
     SELECT o.property_id, o.channel_id, o.audit_id, o.characteristic, o.channel_value, o.source_value,
            CASE WHEN o.sent THEN 'SENT' ELSE 'OPEN' END,
            least(now() - interval '2 hours', o.audit_date + make_interval(days => 1, hours => (9 + o.audit_id % 8)::int)),
            CASE WHEN o.sent THEN least(current_date, o.audit_date + 2) END,
            NULL, NULL,
            (SELECT m.id FROM managers m WHERE m.n = o.audit_id % m.total)
     FROM (SELECT open.*, row_number() OVER (ORDER BY open.audit_id) % 2 = 0 AS sent
           FROM open WHERE open.rank = 1 AND open.channel_id % 3 = 0) o`,
    [clientId, REQUESTED, fixedStatuses],
  );
  await tx.query(
    `WITH made AS (
       INSERT INTO change_requests (client_id, property_id, channel_id, audit_id, status, created_by, created_at,
         sent_on, sent_by, confirmed_at, confirmed_audit_id)
       SELECT $1, property_id, channel_id, audit_id, status, manager, created_at, sent_on,
              CASE WHEN sent_on IS NOT NULL THEN manager END, confirmed_at, confirmed_audit_id
       FROM demo_requests ORDER BY created_at
       RETURNING id, property_id, channel_id, audit_id
     )
     INSERT INTO change_request_lines (request_id, characteristic, language, current_value, corrected_value)
     SELECT made.id, d.characteristic, '', d.channel_value, d.source_value
     FROM made JOIN demo_requests d USING (property_id, channel_id, audit_id)`,
    [clientId],
  );
}
