import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import { mutedBy, userFollows } from './alert-scope.queries.ts';

export interface DigestRow {
  userId: number;
  email: string;
  userName: string;
  alertId: number;
  kind: string;
  propertyName: string;
  channelName: string | null;
  characteristic: string | null;
  evidence: unknown;
}

/**
 * Every active user's open alerts of followed properties raised after `since` that no digest
 * carried yet, grouped by user then property.
 */
export async function pendingDigestRows(
  db: Pick<pg.Pool, 'query'>,
  since: Date,
): Promise<DigestRow[]> {
  const { rows } = await db.query<DigestRow>(
    `SELECT u.id AS "userId", u.email, u.name AS "userName", a.id AS "alertId", a.kind,
            p.name AS "propertyName", st.name AS "channelName", a.characteristic, a.evidence
     FROM users u
     JOIN alerts a ON a.client_id = u.client_id
     JOIN properties p ON p.id = a.property_id
     LEFT JOIN channels st ON st.id = a.channel_id
     WHERE u.active AND EXISTS (SELECT 1 FROM alert_follows f WHERE f.user_id = u.id)
       AND a.created_at > $1 AND a.acknowledged_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM alert_mutes m WHERE ${mutedBy('m', 'a')})
       AND NOT EXISTS (SELECT 1 FROM alert_digest_items d WHERE d.user_id = u.id AND d.alert_id = a.id)
       AND ${userFollows('u', 'a')}
     ORDER BY u.id, p.name, a.created_at, a.id`,
    [since],
  );
  return rows;
}

/** Records that a digest carries these alerts; returns the ones no other run recorded first. */
export async function claimDigestItems(
  tx: Tx,
  userId: number,
  alertIds: readonly number[],
): Promise<number[]> {
  const { rows } = await tx.query<{ alertId: number }>(
    `INSERT INTO alert_digest_items (user_id, alert_id) SELECT $1, unnest($2::bigint[])
     ON CONFLICT DO NOTHING RETURNING alert_id AS "alertId"`,
    [userId, alertIds],
  );
  return rows.map((row) => row.alertId);
}
