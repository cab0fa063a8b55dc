import { DEFAULT_SCORE_DROP_STEP } from '@lens/domain';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/** Ids of the views the user follows, and the properties they follow one by one with names. */
export async function loadFollows(
  db: Queryable,
  userId: number,
): Promise<{ viewIds: number[]; properties: Array<{ id: number; name: string }> }> {
  const { rows } = await db.query<{
    viewId: number | null;
    propertyId: number | null;
    name: string;
  }>(
    `SELECT f.view_id AS "viewId", f.property_id AS "propertyId", coalesce(p.name, '') AS name
     FROM alert_follows f LEFT JOIN properties p ON p.id = f.property_id
     WHERE f.user_id = $1 ORDER BY name, f.id`,
    [userId],
  );
  return {
    viewIds: rows.flatMap((row) => (row.viewId === null ? [] : [row.viewId])),
    properties: rows.flatMap((row) =>
      row.propertyId === null ? [] : [{ id: row.propertyId, name: row.name }],
    ),
  };
}

export async function addFollow(
  db: Queryable,
  userId: number,
  target: { propertyId: number } | { viewId: number },
): Promise<void> {
  const [column, id] =
    'propertyId' in target ? ['property_id', target.propertyId] : ['view_id', target.viewId];
  await db.query(
    `INSERT INTO alert_follows (user_id, ${column}) VALUES ($1, $2)
     ON CONFLICT (user_id, ${column}) WHERE ${column} IS NOT NULL DO NOTHING`,
    [userId, id],
  );
}

export async function removeFollow(
  db: Queryable,
  userId: number,
  target: { propertyId: number } | { viewId: number },
): Promise<void> {
  const [column, id] =
    'propertyId' in target ? ['property_id', target.propertyId] : ['view_id', target.viewId];
  await db.query(`DELETE FROM alert_follows WHERE user_id = $1 AND ${column} = $2`, [userId, id]);
}

export async function loadScoreDropStep(db: Queryable, clientId: number): Promise<number> {
  const { rows } = await db.query<{ step: number }>(
    'SELECT score_drop_step AS step FROM alert_settings WHERE client_id = $1',
    [clientId],
  );
  return rows[0]?.step ?? DEFAULT_SCORE_DROP_STEP;
}

export async function saveScoreDropStep(
  db: Queryable,
  clientId: number,
  step: number,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO alert_settings (client_id, score_drop_step, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET score_drop_step = excluded.score_drop_step,
       updated_by = excluded.updated_by, updated_at = now()`,
    [clientId, step, userId],
  );
}
