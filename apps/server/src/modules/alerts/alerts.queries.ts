import type { AlertState } from '@lens/contracts';
import type pg from 'pg';
import { SqlParams } from '../../db/sql-params.ts';
import { mutedBy, userFollows, userSees } from './alert-scope.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** The user an alert query runs for, as the scope predicates read it. */
export interface AlertReader {
  id: number;
  clientId: number;
  role: string;
}

export interface AlertRow {
  id: number;
  kind: string;
  propertyId: number;
  propertyName: string;
  channelId: number | null;
  channelName: string | null;
  characteristic: string | null;
  createdAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  muteId: number | null;
  muteUntil: Date | null;
  evidence: unknown;
}

export interface AlertFilter {
  state: AlertState;
  kind?: string;
  property?: number;
  channel?: number;
}

const me = `(SELECT $1::int AS id, $2::int AS client_id, $3::text AS role)`;
const readerParams = (user: AlertReader) => [user.id, user.clientId, user.role];

const ALERT_COLUMNS = `a.id, a.kind, a.property_id AS "propertyId", p.name AS "propertyName", a.channel_id AS "channelId",
  st.name AS "channelName", a.characteristic, a.created_at AS "createdAt", a.acknowledged_at AS "acknowledgedAt",
  ack.name AS "acknowledgedBy", mute.id AS "muteId", mute.until AS "muteUntil", a.evidence`;

const ALERT_JOINS = `JOIN properties p ON p.id = a.property_id
  LEFT JOIN channels st ON st.id = a.channel_id
  LEFT JOIN users ack ON ack.id = a.acknowledged_by
  LEFT JOIN LATERAL (SELECT m.id, m.until FROM alert_mutes m WHERE ${mutedBy('m', 'a')}
                     ORDER BY m.channel_id NULLS LAST LIMIT 1) mute ON true`;

const STATE_CONDITION: Record<AlertState, string> = {
  OPEN: 'a.acknowledged_at IS NULL AND mute.id IS NULL',
  ACKNOWLEDGED: 'a.acknowledged_at IS NOT NULL',
  MUTED: 'a.acknowledged_at IS NULL AND mute.id IS NOT NULL',
  ALL: 'true',
};

/** One page of the alerts the user follows, newest first, and the filters' choices. */
export async function listFollowedAlerts(
  db: Queryable,
  user: AlertReader,
  filter: AlertFilter,
  page: { offset: number; limit: number },
): Promise<{
  rows: AlertRow[];
  total: number;
  properties: Array<{ id: number; name: string }>;
  channels: Array<{ id: number; name: string }>;
}> {
  const params = new SqlParams();
  for (const value of readerParams(user)) params.add(value);
  const where = [`a.client_id = $2`, userFollows('u', 'a'), STATE_CONDITION[filter.state]];
  const add = (condition: string, value: unknown) => {
    where.push(condition.replace('?', params.add(value)));
  };
  if (filter.kind) add('a.kind = ?', filter.kind);
  if (filter.property) add('a.property_id = ?', filter.property);
  if (filter.channel) add('a.channel_id = ?', filter.channel);
  const { rows } = await db.query<AlertRow & { total: number }>(
    `SELECT ${ALERT_COLUMNS}, count(*) OVER ()::int AS total
     FROM ${me} u JOIN alerts a ON true ${ALERT_JOINS}
     WHERE ${where.join(' AND ')}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  const options = await db.query<{ kind: 'property' | 'channel'; id: number; name: string }>(
    `SELECT DISTINCT 'property' AS kind, p.id, p.name FROM ${me} u JOIN alerts a ON true
       JOIN properties p ON p.id = a.property_id WHERE a.client_id = $2 AND ${userFollows('u', 'a')}
     UNION
     SELECT DISTINCT 'channel', st.id, st.name FROM ${me} u JOIN alerts a ON true
       JOIN channels st ON st.id = a.channel_id WHERE a.client_id = $2 AND ${userFollows('u', 'a')}
     ORDER BY 1, 3`,
    readerParams(user),
  );
  const named = (kind: string) =>
    options.rows.filter((row) => row.kind === kind).map(({ id, name }) => ({ id, name }));
  return {
    rows,
    total: rows[0]?.total ?? 0,
    properties: named('property'),
    channels: named('channel'),
  };
}

/** Open and unread counts of the alerts the user follows. */
export async function followedAlertCounts(
  db: Queryable,
  user: AlertReader,
): Promise<{ open: number; unread: number }> {
  const { rows } = await db.query<{ open: number; unread: number }>(
    `SELECT count(*)::int AS open,
            count(*) FILTER (WHERE a.created_at > coalesce(r.seen_at, '-infinity'))::int AS unread
     FROM ${me} u JOIN alerts a ON a.client_id = u.client_id
     LEFT JOIN alert_readers r ON r.user_id = u.id
     WHERE a.acknowledged_at IS NULL AND NOT EXISTS (SELECT 1 FROM alert_mutes m WHERE ${mutedBy('m', 'a')})
       AND ${userFollows('u', 'a')}`,
    readerParams(user),
  );
  return rows[0]!;
}

export async function markSeen(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO alert_readers (user_id, seen_at) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET seen_at = excluded.seen_at`,
    [userId],
  );
}

/** One alert the user may see (whether they follow it or not), or null. */
export async function findVisibleAlert(
  db: Queryable,
  user: AlertReader,
  alertId: number,
): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM ${me} u JOIN alerts a ON a.id = $4 ${ALERT_JOINS}
     WHERE a.client_id = $2 AND ${userSees('u', 'a')}`,
    [...readerParams(user), alertId],
  );
  return rows[0] ?? null;
}

export async function acknowledge(db: Queryable, alertId: number, userId: number): Promise<void> {
  await db.query(
    `UPDATE alerts SET acknowledged_at = now(), acknowledged_by = $2
     WHERE id = $1 AND acknowledged_at IS NULL`,
    [alertId, userId],
  );
}

/** Mutes the pair of an alert; muting a muted pair again sets its new end. */
export async function upsertMute(
  db: Queryable,
  mute: {
    clientId: number;
    propertyId: number;
    characteristic: string | null;
    channelId: number | null;
    days: number | null;
    userId: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO alert_mutes (client_id, property_id, characteristic, channel_id, until, created_by)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END, $6)
     ON CONFLICT (property_id, coalesce(characteristic, ''), coalesce(channel_id, 0))
     DO UPDATE SET until = excluded.until, created_by = excluded.created_by, created_at = now()`,
    [mute.clientId, mute.propertyId, mute.characteristic, mute.channelId, mute.days, mute.userId],
  );
}

/** Deletes a mute the user may see; false when there is none such. */
export async function deleteVisibleMute(
  db: Queryable,
  user: AlertReader,
  muteId: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM alert_mutes a USING ${me} u
     WHERE a.id = $4 AND a.client_id = $2 AND ${userSees('u', 'a')}`,
    [...readerParams(user), muteId],
  );
  return (rowCount ?? 0) > 0;
}

/** True when the property sits in a view the user may open. */
export async function propertyVisible(
  db: Queryable,
  user: AlertReader,
  propertyId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${me} u, (SELECT $4::int AS property_id, NULL::int AS channel_id) a
     WHERE EXISTS (SELECT 1 FROM properties WHERE id = $4 AND client_id = $2) AND ${userSees('u', 'a')}`,
    [...readerParams(user), propertyId],
  );
  return rows.length > 0;
}
