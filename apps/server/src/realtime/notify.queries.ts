import type pg from 'pg';

/** Sends `payload` on the PostgreSQL channel; inside a transaction it leaves on commit. */
export async function notify(
  db: Pick<pg.Pool, 'query'>,
  channel: string,
  payload: string,
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
