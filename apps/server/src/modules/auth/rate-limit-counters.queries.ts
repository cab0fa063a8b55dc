import type { Queryable } from './session.queries.ts';

/**
 * Counts a request under `key` in a fixed window that starts with the window's first request;
 * answers the count so far (this request included) and the seconds until the window ends. One
 * statement, so requests counted by several processes at once all add up.
 */
export async function countRequest(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; resetInSeconds: number }> {
  // Rows go as new requests come, long after their window ended; rows another request is
  // deleting are left to it, so concurrent requests neither wait nor deadlock on them.
  await db.query(
    `DELETE FROM rate_limit_counters WHERE key IN (
       SELECT key FROM rate_limit_counters WHERE window_started_at < now() - interval '1 day'
       LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
  const { rows } = await db.query<{ count: number; resetInSeconds: number }>(
    `INSERT INTO rate_limit_counters AS c (key, count, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN 1
                    ELSE c.count + 1 END,
       window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2)
                                THEN now() ELSE c.window_started_at END
     RETURNING count,
       ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int
         AS "resetInSeconds"`,
    [key, windowSeconds],
  );
  return rows[0]!;
}
