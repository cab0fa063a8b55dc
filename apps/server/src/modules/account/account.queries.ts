import type { ActionsHistory } from '@lens/contracts';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

export async function findActionsHistory(
  db: Queryable,
  userId: number,
): Promise<ActionsHistory | null> {
  const { rows } = await db.query<{ history: ActionsHistory }>(
    'SELECT history FROM actions_history WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.history ?? null;
}

export async function upsertActionsHistory(
  db: Queryable,
  userId: number,
  history: ActionsHistory,
): Promise<void> {
  await db.query(
    `INSERT INTO actions_history (user_id, history) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET history = excluded.history, updated_at = now()`,
    [userId, JSON.stringify(history)],
  );
}
