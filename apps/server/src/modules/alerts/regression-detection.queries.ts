import { DEFAULT_SCORE_DROP_STEP, REGRESSION_FROM, REGRESSION_TO } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import { mutedBy, userFollows } from './alert-scope.queries.ts';

export interface RaisedAlert {
  id: number;
  kind: string;
  propertyId: number;
  propertyName: string;
  characteristic: string | null;
}

/**
 * Raises CHARACTERISTIC_BROKE alerts for landed audits that are their pair's latest, in the
 * client's newest month: each result shown wrong again after it was ACCURATE in the pair's
 * previous audit. History landed for past months raises nothing: alerts are about the present.
 * One statement over the landed keys; the unique dedupe key makes landing again a no-op.
 */
export async function raiseBrokenCharacteristics(
  tx: Tx,
  clientId: number,
  month: string,
  landed: readonly AuditKey[],
): Promise<RaisedAlert[]> {
  const { rows } = await tx.query<RaisedAlert>(
    `WITH cur AS (
       -- A pair's state in the newest month stands on its latest audit: read there, not by looking
       -- for later audits through the whole history.
       SELECT s.property_id, s.channel_id, s.audit_id AS id, s.audit_date
       FROM pair_states s JOIN unnest($2::int[], $3::bigint[]) AS l(property_id, id)
         ON s.property_id = l.property_id AND s.audit_id = l.id
       WHERE s.client_id = $1 AND s.month = $4::date AND s.audit_date >= $4::date
     ), pairs AS (
       SELECT cur.*, prev.id AS prev_id, prev.audit_date AS prev_date
       FROM cur CROSS JOIN LATERAL (
         SELECT b.id, b.audit_date FROM audits b
         WHERE b.property_id = cur.property_id AND b.channel_id = cur.channel_id
           AND (b.audit_date, b.id) < (cur.audit_date, cur.id)
         ORDER BY b.audit_date DESC, b.id DESC LIMIT 1) prev
     ), broke AS (
       SELECT p.property_id, p.channel_id, r.characteristic,
              jsonb_build_object(
                'kind', 'CHARACTERISTIC_BROKE',
                'previous', jsonb_build_object('auditId', p.prev_id, 'auditDate', p.prev_date::text,
                                               'status', pr.status, 'channelValue', pr.channel_value),
                'current', jsonb_build_object('auditId', p.id, 'auditDate', p.audit_date::text,
                                              'status', r.status, 'channelValue', r.channel_value),
                'sourceValue', r.source_value) AS evidence,
              'CHARACTERISTIC_BROKE|' || p.id || '|' || r.characteristic AS dedupe_key
       FROM pairs p
       JOIN audit_results r ON r.property_id = p.property_id AND r.audit_id = p.id
       JOIN audit_results pr ON pr.property_id = p.property_id AND pr.audit_id = p.prev_id
                            AND pr.characteristic = r.characteristic
       WHERE r.status = ANY($5::text[]) AND NOT r.ignored AND pr.status = $6 AND NOT pr.ignored
     )
     INSERT INTO alerts AS al (client_id, property_id, channel_id, kind, characteristic, dedupe_key, evidence)
     SELECT $1, b.property_id, b.channel_id, 'CHARACTERISTIC_BROKE', b.characteristic, b.dedupe_key, b.evidence
     FROM broke b
     WHERE NOT EXISTS (SELECT 1 FROM alert_mutes m WHERE ${mutedBy('m', 'b')})
     ON CONFLICT (property_id, dedupe_key) DO NOTHING
     RETURNING al.id, al.kind, al.property_id AS "propertyId", al.characteristic,
               (SELECT name FROM properties WHERE id = al.property_id) AS "propertyName"`,
    [
      clientId,
      landed.map((key) => key.propertyId),
      landed.map((key) => key.auditId),
      month,
      REGRESSION_TO,
      REGRESSION_FROM,
    ],
  );
  return rows;
}

/**
 * Raises SCORE_DROP alerts for the landed properties whose score (the mean accuracy of their
 * pairs' states) fell by the client's step or more from the month before `month` to `month`,
 * comparing rounded scores as `isScoreDrop` does.
 */
export async function raiseScoreDrops(
  tx: Tx,
  clientId: number,
  month: string,
  propertyIds: readonly number[],
): Promise<RaisedAlert[]> {
  const { rows } = await tx.query<RaisedAlert>(
    `WITH step AS (
       SELECT coalesce((SELECT score_drop_step FROM alert_settings WHERE client_id = $1), $4)::int AS step
     ), scores AS (
       SELECT s.property_id,
              avg(s.accuracy) FILTER (WHERE s.month = $2::date) AS cur,
              avg(s.accuracy) FILTER (WHERE s.month = ($2::date - interval '1 month')::date) AS prev
       FROM pair_states s
       WHERE s.property_id = ANY($3::int[])
         AND s.month IN ($2::date, ($2::date - interval '1 month')::date)
       GROUP BY s.property_id
     ), drops AS (
       SELECT sc.property_id, NULL::int AS channel_id, NULL::text AS characteristic,
              jsonb_build_object('kind', 'SCORE_DROP',
                'previousMonth', to_char($2::date - interval '1 month', 'YYYY-MM'),
                'currentMonth', to_char($2::date, 'YYYY-MM'),
                'previousScore', round(sc.prev::numeric, 1), 'currentScore', round(sc.cur::numeric, 1),
                'step', step.step) AS evidence
       FROM scores sc CROSS JOIN step
       WHERE round(sc.prev::numeric) - round(sc.cur::numeric) >= step.step
     )
     INSERT INTO alerts AS al (client_id, property_id, channel_id, kind, characteristic, dedupe_key, evidence)
     SELECT $1, d.property_id, NULL, 'SCORE_DROP', NULL, 'SCORE_DROP|' || to_char($2::date, 'YYYY-MM'), d.evidence
     FROM drops d
     WHERE NOT EXISTS (SELECT 1 FROM alert_mutes m WHERE ${mutedBy('m', 'd')})
     ON CONFLICT (property_id, dedupe_key) DO NOTHING
     RETURNING al.id, al.kind, al.property_id AS "propertyId", al.characteristic,
               (SELECT name FROM properties WHERE id = al.property_id) AS "propertyName"`,
    [clientId, month, propertyIds, DEFAULT_SCORE_DROP_STEP],
  );
  return rows;
}

/** The client's newest month in pair_states, YYYY-MM-01, or null before any audit. */
export async function newestMonth(tx: Tx, clientId: number): Promise<string | null> {
  const { rows } = await tx.query<{ month: string | null }>(
    'SELECT max(month)::text AS month FROM pair_states WHERE client_id = $1',
    [clientId],
  );
  return rows[0]!.month;
}

/** Per following user, how many of `alertIds` they follow and the first of them. */
export async function followersOf(
  tx: Tx,
  alertIds: readonly number[],
): Promise<Array<{ userId: number; count: number; firstId: number }>> {
  const { rows } = await tx.query<{ userId: number; count: number; firstId: number }>(
    `SELECT u.id AS "userId", count(*)::int AS count, min(a.id)::bigint AS "firstId"
     FROM alerts a
     JOIN users u ON u.client_id = a.client_id AND u.active
     WHERE a.id = ANY($1::bigint[])
       AND EXISTS (SELECT 1 FROM alert_follows f WHERE f.user_id = u.id)
       AND ${userFollows('u', 'a')}
     GROUP BY u.id`,
    [alertIds],
  );
  return rows;
}
