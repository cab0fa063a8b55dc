import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import type { DateRange } from '../dashboard-data/aggregates.queries.ts';
import {
  stateConditions,
  type PairConditions,
  type ViewContext,
} from '../dashboard-data/pair-scope.queries.ts';
import { SqlParams } from '../../db/sql-params.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Records the day an OPEN request was sent; false when it is no longer OPEN. */
export async function markSent(
  tx: Tx,
  requestId: number,
  sentOn: string,
  userId: number,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE change_requests SET status = 'SENT', sent_on = $2, sent_by = $3
     WHERE id = $1 AND status = 'OPEN'`,
    [requestId, sentOn, userId],
  );
  return rowCount === 1;
}

/** Confirms a request by hand; false when it was already confirmed. */
export async function confirmByHand(tx: Tx, requestId: number, userId: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE change_requests SET status = 'CONFIRMED', confirmed_at = now(), confirmed_by = $2
     WHERE id = $1 AND status <> 'CONFIRMED'`,
    [requestId, userId],
  );
  return rowCount === 1;
}

/**
 * Confirms, in one statement, every unconfirmed request of the landed audits' pairs that a landed
 * audit captured after the request's own audit shows fixed: each requested characteristic has a
 * result in one of `fixedStatuses`. Capture times, not audit dates, so a capture later the same day
 * confirms (docs/product-rules.md, "When scores change"). The first such audit confirms it, at its
 * capture time (or the request's creation, if that came later), and the confirmation is logged as
 * the system's.
 */
export async function confirmFixedRequests(
  tx: Tx,
  landed: readonly AuditKey[],
  fixedStatuses: readonly string[],
): Promise<number> {
  if (landed.length === 0) return 0;
  const { rowCount } = await tx.query(
    `WITH landed AS (
       SELECT a.property_id, a.channel_id, a.id, cs.captured_at
       FROM unnest($1::int[], $2::bigint[]) AS l(property_id, audit_id)
       JOIN audits a ON a.property_id = l.property_id AND a.id = l.audit_id
       JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     ), fixed AS (
       SELECT DISTINCT ON (cr.id) cr.id, l.id AS audit_id, l.captured_at
       FROM landed l
       JOIN change_requests cr ON cr.property_id = l.property_id AND cr.channel_id = l.channel_id
         AND cr.status <> 'CONFIRMED'
       JOIN audits src ON src.property_id = cr.property_id AND src.id = cr.audit_id
       JOIN channel_snapshots src_cs ON src_cs.property_id = src.property_id AND src_cs.id = src.snapshot_id
       WHERE l.captured_at > src_cs.captured_at
         AND NOT EXISTS (
           SELECT 1 FROM change_request_lines li
           WHERE li.request_id = cr.id AND NOT EXISTS (
             SELECT 1 FROM audit_results ar
             WHERE ar.property_id = l.property_id AND ar.audit_id = l.id
               AND ar.characteristic = li.characteristic AND ar.status = ANY($3::text[])))
       ORDER BY cr.id, l.captured_at, l.id
     ), confirmed AS (
       UPDATE change_requests cr
       SET status = 'CONFIRMED', confirmed_audit_id = f.audit_id,
           confirmed_at = greatest(f.captured_at, cr.created_at)
       FROM fixed f WHERE cr.id = f.id
       RETURNING cr.id, cr.client_id, cr.property_id, cr.channel_id, f.audit_id
     )
     INSERT INTO activity_log (client_id, user_id, action, property_id, channel_id, audit_id, details)
     SELECT client_id, NULL, 'CHANGE_REQUEST', property_id, channel_id, audit_id,
            jsonb_build_object('requestId', id, 'status', 'CONFIRMED', 'confirmedAuditId', audit_id)
     FROM confirmed`,
    [landed.map((key) => key.propertyId), landed.map((key) => key.auditId), fixedStatuses],
  );
  return rowCount ?? 0;
}

export interface ChannelDurations {
  channelId: number;
  name: string;
  categoryId: number;
  durations: number[];
  open: number;
}

/**
 * Per channel of the selection's pairs: the days each request confirmed within the range took
 * from being sent (or made, when never marked sent), and how many requests are still unconfirmed.
 */
export async function timeToFixDurations(
  db: Queryable,
  view: ViewContext,
  conditions: PairConditions,
  range: DateRange,
  month: string,
): Promise<ChannelDurations[]> {
  const params = new SqlParams();
  const where = stateConditions(view, conditions, params);
  where.push(`s.month = ${params.add(month)}`);
  const start = params.add(range.startDate);
  const end = params.add(range.endDate);
  const confirmedInRange = `cr.status = 'CONFIRMED' AND cr.confirmed_at >= ${start}::date AT TIME ZONE 'UTC'
    AND cr.confirmed_at < (${end}::date + 1) AT TIME ZONE 'UTC'`;
  const { rows } = await db.query<ChannelDurations>(
    `WITH scope AS (SELECT s.property_id, s.channel_id FROM pair_states s WHERE ${where.join(' AND ')})
     SELECT cr.channel_id AS "channelId", si.name, si.category_id AS "categoryId",
            coalesce(array_agg(greatest(0, extract(epoch FROM cr.confirmed_at
              - coalesce(cr.sent_on::timestamp AT TIME ZONE 'UTC', cr.created_at)) / 86400)::float8)
              FILTER (WHERE ${confirmedInRange}), '{}') AS durations,
            (count(*) FILTER (WHERE cr.status <> 'CONFIRMED'))::int AS open
     FROM change_requests cr
     JOIN scope USING (property_id, channel_id)
     JOIN channels si ON si.id = cr.channel_id
     WHERE cr.client_id = ${params.add(view.clientId)}
     GROUP BY cr.channel_id, si.name, si.category_id
     HAVING count(*) FILTER (WHERE ${confirmedInRange} OR cr.status <> 'CONFIRMED') > 0
     ORDER BY si.name`,
    params.values,
  );
  return rows;
}
