import type { Tx } from '../../db/transaction.ts';
import {
  ISSUE_STATUSES,
  recomputeRollups,
  resultArrays,
  STATE_COLUMNS,
} from './pair-states.queries.ts';

export interface PairFrom {
  propertyId: number;
  channelId: number;
  /** Any day of the first month whose state may change. */
  fromDate: string;
}

const PAIRS = `unnest($1::int[], $2::int[], $3::date[]) AS p(property_id, channel_id, from_month)`;
const VALID = `NOT EXISTS (SELECT 1 FROM wrong_matches w WHERE w.property_id = a.property_id AND w.audit_id = a.id)`;

/**
 * Recomputes the pair states of the given pairs from their first changed month to the client's
 * last, from the audits that are not wrong matches: each month's state is the latest valid audit
 * on or before the month's end, its previous the valid audit before it; a month with none loses
 * its state. The rollup keys the old and new states sit under are then recomputed. Used when an
 * audit leaves scoring or comes back, which the landing path (new audits only) cannot express.
 */
export async function rebuildPairStates(
  tx: Tx,
  clientId: number,
  pairs: readonly PairFrom[],
): Promise<void> {
  const earliest = new Map<string, PairFrom>();
  for (const pair of pairs) {
    const key = `${pair.propertyId}|${pair.channelId}`;
    const known = earliest.get(key);
    if (!known || pair.fromDate < known.fromDate) earliest.set(key, pair);
  }
  const unique = [...earliest.values()];
  if (unique.length === 0) return;
  const args = [
    unique.map((p) => p.propertyId),
    unique.map((p) => p.channelId),
    unique.map((p) => p.fromDate.slice(0, 7) + '-01'),
  ];
  const { rows } = await tx.query<{ last: string | null }>(
    'SELECT max(month)::text AS last FROM pair_states WHERE client_id = $1',
    [clientId],
  );
  const last = rows[0]?.last ?? null;
  await tx.query('DROP TABLE IF EXISTS pg_temp.affected_keys');
  await tx.query(
    `CREATE TEMP TABLE affected_keys ON COMMIT DROP AS
     SELECT DISTINCT s.client_id, s.month, s.audit_date, s.channel_id, s.property_type,
            coalesce(s.brand_id, 0) AS brand_id, s.country_id, s.diamond, s.property_id
     FROM pair_states s JOIN ${PAIRS}
       ON s.property_id = p.property_id AND s.channel_id = p.channel_id AND s.month >= p.from_month`,
    args,
  );
  await tx.query(
    `DELETE FROM pair_states s USING ${PAIRS}
     WHERE s.property_id = p.property_id AND s.channel_id = p.channel_id AND s.month >= p.from_month`,
    args,
  );
  await tx.query(
    `INSERT INTO pair_states (${STATE_COLUMNS})
     SELECT p.property_id, p.channel_id, m.month, $4, cur.id, cur.audit_date, cur.accuracy, cur.knockout, cur.content_score,
            coalesce(cur.listing_type = 'DIAMOND', false),
            res.issues, res.result_characteristics, res.result_accuracies,
            prev.id, prev.audit_date, prev.accuracy, prev.knockout, prev_res.result_characteristics,
            prev_res.result_accuracies,
            pr.type::text, pr.brand_id, b.chain_id, pr.management_company_id, pr.city_id, ci.sub_region_id, sr.region_id,
            r.country_id, st.category_id
     FROM ${PAIRS}
     CROSS JOIN LATERAL generate_series(p.from_month, greatest(p.from_month, coalesce($5::date, p.from_month)),
                                        interval '1 month') AS m(month)
     CROSS JOIN LATERAL (
       SELECT a.* FROM audits a
       WHERE a.property_id = p.property_id AND a.channel_id = p.channel_id
         AND a.audit_date < m.month + interval '1 month' AND ${VALID}
       ORDER BY a.audit_date DESC, a.id DESC LIMIT 1) cur
     ${resultArrays('cur.property_id', 'cur.id', '$6')}
     LEFT JOIN LATERAL (
       SELECT a.* FROM audits a
       WHERE a.property_id = p.property_id AND a.channel_id = p.channel_id
         AND (a.audit_date, a.id) < (cur.audit_date, cur.id) AND ${VALID}
       ORDER BY a.audit_date DESC, a.id DESC LIMIT 1) prev ON true
     ${resultArrays('prev.property_id', 'prev.id', '$6', 'prev_res')}
     JOIN properties pr ON pr.id = p.property_id
     LEFT JOIN brands b ON b.id = pr.brand_id
     JOIN cities ci ON ci.id = pr.city_id
     JOIN sub_regions sr ON sr.id = ci.sub_region_id
     JOIN regions r ON r.id = sr.region_id
     JOIN channels st ON st.id = p.channel_id`,
    [...args, clientId, last, ISSUE_STATUSES],
  );
  await tx.query(
    `INSERT INTO affected_keys
     SELECT DISTINCT s.client_id, s.month, s.audit_date, s.channel_id, s.property_type, coalesce(s.brand_id, 0),
            s.country_id, s.diamond, s.property_id
     FROM pair_states s JOIN ${PAIRS}
       ON s.property_id = p.property_id AND s.channel_id = p.channel_id AND s.month >= p.from_month`,
    args,
  );
  await recomputeRollups(tx);
}
