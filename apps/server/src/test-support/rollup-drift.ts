import type { Database } from '../db/connection.ts';

/** Pair states and rollups that disagree with recounting the states and results they sum. */
export async function pairRollupDrift(database: Database, clientId: number): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `WITH rolled AS (
       SELECT month, channel_id, sum(pairs)::int AS pairs, sum(scored_pairs)::int AS scored,
              round(sum(accuracy_sum)::numeric, 1) AS accuracy, sum(knockouts)::int AS knockouts
       FROM pair_rollups WHERE client_id = $1 GROUP BY 1, 2
     ), direct AS (
       SELECT month, channel_id, count(*)::int AS pairs, count(accuracy)::int AS scored,
              round(coalesce(sum(accuracy), 0)::numeric, 1) AS accuracy,
              (count(*) FILTER (WHERE knockout))::int AS knockouts
       FROM pair_states WHERE client_id = $1 GROUP BY 1, 2
     ), states AS (
       SELECT count(*)::int AS n FROM pair_states s JOIN audits a ON a.property_id = s.property_id AND a.id = s.audit_id
       WHERE s.client_id = $1 AND (s.accuracy IS DISTINCT FROM a.accuracy OR s.knockout <> a.knockout)
     )
     SELECT (SELECT count(*)::int FROM rolled r FULL JOIN direct d USING (month, channel_id)
             WHERE (r.pairs, r.scored, r.knockouts) IS DISTINCT FROM (d.pairs, d.scored, d.knockouts)
                OR abs(r.accuracy - d.accuracy) > 0.5)
          + (SELECT n FROM states) AS n`,
    [clientId],
  );
  return rows[0]!.n;
}

/** Rollup counts per month, characteristic and status that differ from counting pair states. */
export async function characteristicRollupDrift(database: Database, clientId: number) {
  const { rows } = await database.pool.query(
    `WITH rolled AS (
       SELECT month, characteristic, status, sum(results)::int AS results,
              sum(scored_results)::int AS scored, sum(accuracy_sum)::float AS accuracy
       FROM characteristic_rollups WHERE client_id = $1 GROUP BY 1, 2, 3
     ), direct AS (
       SELECT s.month, ar.characteristic, ar.status, count(*)::int AS results,
              (count(ar.accuracy) FILTER (WHERE NOT ar.ignored))::int AS scored,
              coalesce(sum(ar.accuracy) FILTER (WHERE NOT ar.ignored), 0)::float AS accuracy
       FROM pair_states s
       JOIN audit_results ar ON ar.property_id = s.property_id AND ar.audit_id = s.audit_id
       WHERE s.client_id = $1 GROUP BY 1, 2, 3
     )
     SELECT * FROM rolled r FULL JOIN direct d USING (month, characteristic, status)
     WHERE (r.results, r.scored, r.accuracy) IS DISTINCT FROM (d.results, d.scored, d.accuracy)`,
    [clientId],
  );
  return rows;
}
