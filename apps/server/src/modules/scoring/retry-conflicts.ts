import { ROLLUP_TABLES } from './pair-states.queries.ts';

/** Tables that concurrent refreshes of the pair states and rollups may collide on. */
const REFRESHED_TABLES = new Set<string>(['pair_states', ...ROLLUP_TABLES]);

/**
 * Whether a transaction lost a race another one won: a deadlock, a serialization failure, or two
 * refreshes inserting the same rollup key (each deleted it, under READ COMMITTED neither saw the
 * other's insert). Run again, it recomputes from what the winner committed.
 */
export function isConflict(error: unknown): boolean {
  const { code, table } = (error ?? {}) as { code?: unknown; table?: unknown };
  if (code === '40P01' || code === '40001') return true;
  return code === '23505' && typeof table === 'string' && REFRESHED_TABLES.has(table);
}

/** Runs `work` (a whole transaction) again when it lost such a race, a few times at most. */
export async function retryConflicts<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}
