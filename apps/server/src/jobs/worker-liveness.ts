import { randomBytes } from 'node:crypto';
import type pg from 'pg';

// Advisory-lock namespace of job workers' liveness locks (any constant; 'lens' in ASCII).
const LIVENESS_NAMESPACE = 0x6c656e73;

/** A graphile-worker id of this product: a process's worker holds the liveness lock of its id. */
export function newWorkerId(): string {
  return `lens-${randomBytes(9).toString('hex')}`;
}

export interface Liveness {
  release(): Promise<void>;
}

/**
 * Holds a session advisory lock named after the worker id on a connection of its own, for as long
 * as the process lives. PostgreSQL drops it with the connection, so a killed process leaves no
 * lock behind: that is how other processes tell a crashed worker's jobs from a busy one's.
 * When the connection is lost (the database restarted) it is taken again.
 */
export async function holdLiveness(
  pool: pg.Pool,
  workerId: string,
  onError: (error: unknown) => void,
): Promise<Liveness> {
  let held: { client: pg.PoolClient; end(): void } | null = null;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async (): Promise<void> => {
    const client = await pool.connect();
    let ended = false;
    // The connection is closed, never returned to the pool, and released once: an error after it
    // ends (the database shutting down) would otherwise release it twice, which pg-pool throws on.
    // The listener stays, so such a late error is not an unhandled one.
    const end = () => {
      if (ended) return;
      ended = true;
      client.release(true);
      if (held?.client === client) held = null;
    };
    const lost = (error: Error) => {
      if (ended) return;
      onError(error);
      end();
      if (!released) retry = setTimeout(() => void take().catch(retryLater), 1000);
    };
    client.on('error', lost);
    try {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [
        LIVENESS_NAMESPACE,
        workerId,
      ]);
    } catch (error) {
      end();
      throw error;
    }
    held = { client, end };
  };
  const retryLater = (error: unknown) => {
    onError(error);
    if (!released) retry = setTimeout(() => void take().catch(retryLater), 1000);
  };

  await take();
  return {
    release: async () => {
      released = true;
      clearTimeout(retry);
      const current = held;
      if (!current) return;
      await current.client
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [LIVENESS_NAMESPACE, workerId])
        .catch(() => {});
      current.end();
    },
  };
}

/**
 * Puts back in the queue the jobs (and job queues) locked by workers whose process is gone: no
 * session holds their liveness lock. graphile-worker would otherwise leave them locked for four
 * hours. Returns the ids of the workers found dead.
 */
export async function unlockCrashedWorkers(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ lockedBy: string }>(
      `SELECT locked_by AS "lockedBy" FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
       UNION
       SELECT locked_by FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL`,
    );
    const dead: string[] = [];
    for (const { lockedBy } of rows) {
      const probe = await client.query<{ free: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
        [LIVENESS_NAMESPACE, lockedBy],
      );
      if (!probe.rows[0]!.free) continue;
      dead.push(lockedBy);
      await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [[lockedBy]]);
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [
        LIVENESS_NAMESPACE,
        lockedBy,
      ]);
    }
    return dead;
  } finally {
    client.release();
  }
}
