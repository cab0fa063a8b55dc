import { addMonths } from '@lens/domain';
import {
  CURRENT_RESULTS,
  ISSUE_STATUSES,
  STATE_COLUMNS,
  resultArrays,
  type AuditKey,
} from '../../db/pair-state-columns.ts';
import type { Tx } from '../../db/transaction.ts';

// The shape of a pair state lives in db/ so that its readers need not depend on its writer.
export {
  CURRENT_RESULTS,
  ISSUE_STATUSES,
  PREVIOUS_RESULTS,
  STATE_COLUMNS,
  STATE_SCALARS,
  resultArrays,
  type AuditKey,
} from '../../db/pair-state-columns.ts';

const ROLLUP_KEY = [
  'client_id',
  'month',
  'audit_date',
  'channel_id',
  'property_type',
  'brand_id',
  'country_id',
  'diamond',
];
const keyMatch = (left: string, right: string) =>
  ROLLUP_KEY.map((c) => `${left}.${c} = ${right}.${c}`).join(' AND ');

/**
 * Brings pair_states and both rollups up to date with newly landed (or re-scored) audits, inside the
 * caller's transaction. Months between the client's last month and the new audits' month are
 * first carried forward; then every (pair, month) whose latest audit changes is rewritten, and the
 * rollup rows of every key a changed pair left or joined are recomputed from pair_states, so the
 * rollups can never drift from the states they sum.
 */
export async function refreshPairStates(
  tx: Tx,
  clientId: number,
  landed: readonly AuditKey[],
): Promise<void> {
  if (landed.length === 0) return;
  // The ANALYZEs below only need the planner to know the new month and rough counts: a sample of
  // 3,000 rows instead of 30,000 (statistics target 10) takes a tenth of the time, which a chain's
  // monthly import pays once per month landed. Autovacuum analyses in full after the commit.
  await tx.query('SET LOCAL default_statistics_target = 10');
  await tx.query(`SET LOCAL work_mem = '${ROLLUP_WORK_MEM}'`);
  await tx.query(
    'DROP TABLE IF EXISTS pg_temp.landed, pg_temp.state_changes, pg_temp.affected_keys',
  );
  await tx.query(
    `CREATE TEMP TABLE landed ON COMMIT DROP AS
     SELECT a.property_id, a.channel_id, a.id AS audit_id, a.audit_date, a.accuracy, a.knockout, a.content_score,
            coalesce(a.listing_type = 'DIAMOND', false) AS diamond,
            date_trunc('month', a.audit_date)::date AS audit_month
     FROM audits a JOIN unnest($1::int[], $2::bigint[]) AS l(property_id, id)
       ON a.property_id = l.property_id AND a.id = l.id
     -- A wrong match is not the property's listing: it never scores (listing-identity module).
     WHERE NOT EXISTS (SELECT 1 FROM wrong_matches w WHERE w.property_id = a.property_id AND w.audit_id = a.id)`,
    [landed.map((a) => a.propertyId), landed.map((a) => a.auditId)],
  );
  await tx.query('ANALYZE pg_temp.landed');
  const { rows } = await tx.query<{
    last: string | null;
    first_landed: string;
    last_landed: string;
  }>(
    `SELECT (SELECT max(month)::text FROM pair_states WHERE client_id = $1) AS last,
            min(audit_month)::text AS first_landed, max(audit_month)::text AS last_landed FROM landed`,
    [clientId],
  );
  const { last, first_landed: firstLanded, last_landed: lastLanded } = rows[0]!;
  const carried = last !== null && lastLanded > last;
  // When the batch renews most pairs of a new month (a monthly cycle), that month's rollups are
  // summed once from its states below, not copied from the month before and then rewritten.
  const renewsNewMonth = carried && (await renewsMostPairs(tx, clientId, last, lastLanded));
  if (carried)
    await carryForward(
      tx,
      clientId,
      last,
      lastLanded,
      renewsNewMonth ? addMonths(lastLanded, -1) : lastLanded,
    );
  // Autovacuum analyses only after the transaction: a month carried forward or a large batch
  // would otherwise be planned on statistics from before it (the second monthly import of a
  // client, planned as if no state had a previous audit, looped over a hash aggregate at a tenth
  // of the first one's speed).
  if (carried) await analyzeStates(tx);
  const large = landed.length >= LARGE_BATCH;
  const newest = last !== null && last > lastLanded ? last : lastLanded;

  await tx.query(
    `CREATE TEMP TABLE state_changes ON COMMIT DROP AS
     WITH months AS (
       SELECT generate_series($1::date, $2::date, interval '1 month')::date AS month
     ), candidates AS (
       SELECT DISTINCT ON (l.property_id, l.channel_id, m.month) l.*, m.month
       FROM landed l JOIN months m ON m.month >= l.audit_month
       ORDER BY l.property_id, l.channel_id, m.month, l.audit_date DESC, l.audit_id DESC
     )
     SELECT c.*, s.property_id IS NOT NULL AS existed,
            s.audit_id AS old_audit_id, s.audit_date AS old_audit_date, s.accuracy AS old_accuracy,
            s.knockout AS old_knockout, s.prev_audit_id AS old_prev_audit_id,
            s.prev_audit_date AS old_prev_audit_date, s.prev_accuracy AS old_prev_accuracy,
            s.prev_knockout AS old_prev_knockout, s.result_characteristics AS old_result_characteristics,
            s.result_accuracies AS old_result_accuracies, s.prev_result_characteristics AS old_prev_result_characteristics,
            s.prev_result_accuracies AS old_prev_result_accuracies, s.month AS old_month, s.audit_date AS old_key_date,
            s.property_type AS old_property_type, s.brand_id AS old_brand_id, s.country_id AS old_country_id,
            s.diamond AS old_diamond
     FROM candidates c
     LEFT JOIN pair_states s ON s.property_id = c.property_id AND s.channel_id = c.channel_id AND s.month = c.month
     WHERE s.property_id IS NULL OR s.audit_id = c.audit_id
        OR (s.audit_date, s.audit_id) < (c.audit_date, c.audit_id)`,
    [firstLanded, newest],
  );
  await tx.query('ANALYZE pg_temp.state_changes');

  await tx.query(
    `CREATE TEMP TABLE affected_keys ON COMMIT DROP AS
     SELECT DISTINCT $1::int AS client_id, month, old_key_date AS audit_date, channel_id, old_property_type AS property_type,
            coalesce(old_brand_id, 0) AS brand_id, old_country_id AS country_id, old_diamond AS diamond, property_id
     FROM state_changes WHERE existed`,
    [clientId],
  );

  await tx.query(
    `INSERT INTO pair_states AS s (
       ${STATE_COLUMNS})
     SELECT c.property_id, c.channel_id, c.month, $1, c.audit_id, c.audit_date, c.accuracy, c.knockout, c.content_score, c.diamond,
            res.issues, res.result_characteristics, res.result_accuracies,
            CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_audit_id ELSE c.old_audit_id END,
            CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_audit_date ELSE c.old_audit_date END,
            CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_accuracy ELSE c.old_accuracy END,
            CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_knockout ELSE c.old_knockout END,
            coalesce(CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_result_characteristics
                          ELSE c.old_result_characteristics END, '{}'),
            coalesce(CASE WHEN c.old_audit_id = c.audit_id THEN c.old_prev_result_accuracies
                          ELSE c.old_result_accuracies END, '{}'),
            p.type::text, p.brand_id, b.chain_id, p.management_company_id, p.city_id, ci.sub_region_id, sr.region_id,
            r.country_id, st.category_id
     FROM state_changes c
     ${resultArrays('c.property_id', 'c.audit_id', '$2')}
     JOIN properties p ON p.id = c.property_id
     LEFT JOIN brands b ON b.id = p.brand_id
     JOIN cities ci ON ci.id = p.city_id
     JOIN sub_regions sr ON sr.id = ci.sub_region_id
     JOIN regions r ON r.id = sr.region_id
     JOIN channels st ON st.id = c.channel_id
     ON CONFLICT (property_id, channel_id, month) DO UPDATE SET
       audit_id = excluded.audit_id, audit_date = excluded.audit_date, accuracy = excluded.accuracy,
       knockout = excluded.knockout, content_score = excluded.content_score, diamond = excluded.diamond,
       issues = excluded.issues, result_characteristics = excluded.result_characteristics,
       result_accuracies = excluded.result_accuracies, prev_audit_id = excluded.prev_audit_id, prev_audit_date = excluded.prev_audit_date,
       prev_accuracy = excluded.prev_accuracy, prev_knockout = excluded.prev_knockout,
       prev_result_characteristics = excluded.prev_result_characteristics,
       prev_result_accuracies = excluded.prev_result_accuracies,
       property_type = excluded.property_type, brand_id = excluded.brand_id, chain_id = excluded.chain_id,
       management_company_id = excluded.management_company_id, city_id = excluded.city_id,
       sub_region_id = excluded.sub_region_id, region_id = excluded.region_id, country_id = excluded.country_id,
       category_id = excluded.category_id`,
    [clientId, ISSUE_STATUSES],
  );
  // The columns just written (a first month's states have no previous audit, the next month's
  // all have one) must be known to the planner before the rollups are summed from them.
  if (large) await tx.query('ANALYZE pair_states');
  // A re-scored audit may be the previous audit of later states (ranges ending mid-month read
  // it): their keys are affected through pair_prev_rollups.
  await tx.query(
    `WITH updated AS (
       UPDATE pair_states s SET prev_accuracy = l.accuracy, prev_knockout = l.knockout,
         prev_result_characteristics = res.result_characteristics, prev_result_accuracies = res.result_accuracies
       FROM landed l ${resultArrays('l.property_id', 'l.audit_id', "'{}'")}
       WHERE s.property_id = l.property_id AND s.channel_id = l.channel_id AND s.prev_audit_id = l.audit_id
         AND (s.prev_accuracy, s.prev_knockout, s.prev_result_characteristics, s.prev_result_accuracies)
             IS DISTINCT FROM (l.accuracy, l.knockout, res.result_characteristics, res.result_accuracies)
       RETURNING s.*
     )
     INSERT INTO affected_keys
     SELECT DISTINCT client_id, month, audit_date, channel_id, property_type, coalesce(brand_id, 0), country_id,
            diamond, property_id
     FROM updated`,
  );

  await tx.query(
    `INSERT INTO affected_keys
     SELECT DISTINCT s.client_id, s.month, s.audit_date, s.channel_id, s.property_type, coalesce(s.brand_id, 0), s.country_id,
            s.diamond, s.property_id
     FROM state_changes c JOIN pair_states s
       ON s.property_id = c.property_id AND s.channel_id = c.channel_id AND s.month = c.month`,
  );
  if (renewsNewMonth)
    await tx.query(
      `INSERT INTO affected_keys
       SELECT DISTINCT client_id, month, audit_date, channel_id, property_type, coalesce(brand_id, 0), country_id,
              diamond, property_id
       FROM pair_states WHERE client_id = $1 AND month = $2::date`,
      [clientId, lastLanded],
    );
  await recomputeRollups(tx);
}

/** Whether the landed audits of month `month` cover at least half the pairs of month `last`. */
async function renewsMostPairs(
  tx: Tx,
  clientId: number,
  last: string,
  month: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ renewing: boolean }>(
    `SELECT (SELECT count(DISTINCT (property_id, channel_id)) FROM landed WHERE audit_month = $3::date) * 2
              >= (SELECT count(*) FROM pair_states WHERE client_id = $1 AND month = $2::date) AS renewing`,
    [clientId, last, month],
  );
  return rows[0]!.renewing;
}

/**
 * Memory for each sort and hash of the rollup statements, for the transaction that lands: a
 * monthly cycle's characteristic rows sorted in the default 4 MB spill to disk several times over.
 */
const ROLLUP_WORK_MEM = '128MB';

/** Landed audits from which the batch itself moves the statistics the next statements need. */
const LARGE_BATCH = 10_000;

async function analyzeStates(tx: Tx): Promise<void> {
  for (const table of ['pair_states', ...ROLLUP_TABLES]) await tx.query(`ANALYZE ${table}`);
}

/**
 * Copies the last month's states into each month up to `until`, and its rollups into each month
 * up to `rollupsUntil` (the caller sums the rest from the states): nothing changed.
 */
async function carryForward(
  tx: Tx,
  clientId: number,
  last: string,
  until: string,
  rollupsUntil: string,
): Promise<void> {
  await tx.query(
    `WITH months AS (
       SELECT generate_series($2::date + interval '1 month', $3::date, interval '1 month')::date AS month
     )
     INSERT INTO pair_states (${STATE_COLUMNS})
     SELECT s.property_id, s.channel_id, m.month, s.client_id, s.audit_id, s.audit_date, s.accuracy, s.knockout,
            s.content_score, s.diamond, s.issues, s.result_characteristics, s.result_accuracies, s.prev_audit_id,
            s.prev_audit_date, s.prev_accuracy, s.prev_knockout, s.prev_result_characteristics, s.prev_result_accuracies,
            s.property_type, s.brand_id, s.chain_id, s.management_company_id, s.city_id, s.sub_region_id,
            s.region_id, s.country_id, s.category_id
     FROM pair_states s CROSS JOIN months m WHERE s.client_id = $1 AND s.month = $2::date`,
    [clientId, last, until],
  );
  // The rollups keyed by exact audit dates carry over as they are. The rollups per property fold
  // each audit of its own month into the month's first day, which in a later month is a carried
  // audit whose date matters again: those rows are summed anew from the carried states.
  for (const table of ROLLUP_TABLES.filter(
    (name) => !(PROPERTY_GRAINS as readonly string[]).includes(name),
  )) {
    const { rows } = await tx.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'month'
       ORDER BY ordinal_position`,
      [table],
    );
    const columns = rows.map((row) => row.column_name).join(', ');
    await tx.query(
      `WITH months AS (
         SELECT generate_series($2::date + interval '1 month', $3::date, interval '1 month')::date AS month
       )
       INSERT INTO ${table} (month, ${columns})
       SELECT m.month, ${columns} FROM ${table} CROSS JOIN months m WHERE client_id = $1 AND ${table}.month = $2::date`,
      [clientId, last, rollupsUntil],
    );
  }
  await sumPropertyRollups(
    tx,
    `WHERE s.client_id = $1 AND s.month > $2::date AND s.month <= $3::date`,
    [clientId, last, rollupsUntil],
  );
}

/**
 * The results of a state's audit with the audit's counted weight (the weighted mean's divisor),
 * so each result's lost points, weight x (100 - accuracy) / that weight, can be summed.
 */
const WEIGHED_RESULTS = `SELECT r.*, (r.accuracy IS NOT NULL AND NOT r.ignored AND r.weight > 0) AS counted,
    sum(r.weight) FILTER (WHERE r.accuracy IS NOT NULL AND NOT r.ignored AND r.weight > 0) OVER () AS audit_weight
  FROM audit_results r WHERE r.property_id = s.property_id AND r.audit_id = s.audit_id`;

/** Every table summing pair_states, all kept in step with it by refreshPairStates. */
export const ROLLUP_TABLES = [
  'pair_rollups',
  'pair_channel_rollups',
  'pair_prev_rollups',
  'pair_channel_prev_rollups',
  'characteristic_rollups',
  'characteristic_channel_rollups',
  'property_rollups',
  'characteristic_property_rollups',
] as const;

/** The key of the narrow grains: the rollup key without brand and country. */
const NARROW_KEY = ['client_id', 'month', 'audit_date', 'channel_id', 'property_type', 'diamond'];

/** Each narrow grain, the wide rollup it sums over brand and country, its further key and sums. */
const NARROW_GRAINS = [
  {
    narrow: 'pair_channel_rollups',
    wide: 'pair_rollups',
    key: [],
    sums: [
      'pairs',
      'scored_pairs',
      'accuracy_sum',
      'knockouts',
      'content_scored',
      'content_score_sum',
    ],
  },
  {
    narrow: 'pair_channel_prev_rollups',
    wide: 'pair_prev_rollups',
    key: ['prev_audit_date'],
    sums: ['pairs', 'scored_pairs', 'accuracy_sum', 'knockouts'],
  },
  {
    narrow: 'characteristic_channel_rollups',
    wide: 'characteristic_rollups',
    key: ['characteristic', 'status'],
    sums: ['results', 'scored_results', 'accuracy_sum', 'lost_sum', 'weight_sum'],
  },
] as const;

/**
 * Rewrites a narrow grain's rows for the affected keys by summing its wide rollup, which is
 * cheaper than reading the states (or their results) again; a narrow key is recomputed whole
 * from every wide row under it. Runs after the wide rollups are recomputed.
 */
async function recomputeNarrow(
  tx: Tx,
  grain: (typeof NARROW_GRAINS)[number],
  scope: AffectedScope,
): Promise<void> {
  const keys = `(SELECT DISTINCT ${NARROW_KEY.join(', ')} FROM affected_keys) k`;
  const match = (alias: string) => NARROW_KEY.map((c) => `${alias}.${c} = k.${c}`).join(' AND ');
  const group = [...NARROW_KEY, ...grain.key].map((c) => `w.${c}`).join(', ');
  await tx.query(
    `DELETE FROM ${grain.narrow} r USING ${keys} WHERE ${match('r')} AND ${inScope('r')}`,
    scope.values,
  );
  await tx.query(
    `INSERT INTO ${grain.narrow} (${[...NARROW_KEY, ...grain.key, 'category_id', ...grain.sums].join(', ')})
     SELECT ${group}, min(w.category_id), ${grain.sums.map((c) => `sum(w.${c})`).join(', ')}
     FROM ${grain.wide} w JOIN ${keys} ON ${match('w')}
     WHERE ${inScope('w')}
     GROUP BY ${group}`,
    scope.values,
  );
}

/**
 * Rewrites every rollup row of a client from its pair states (states written by hand), or only
 * those of one `month`.
 */
export async function recomputeClientRollups(
  tx: Tx,
  clientId: number,
  month: string | null = null,
): Promise<void> {
  await tx.query('DROP TABLE IF EXISTS pg_temp.affected_keys');
  await tx.query(
    `CREATE TEMP TABLE affected_keys ON COMMIT DROP AS
     SELECT DISTINCT ${ROLLUP_KEY.map((c) => (c === 'brand_id' ? 'coalesce(brand_id, 0) AS brand_id' : c)).join(', ')},
            property_id
     FROM pair_states WHERE client_id = $1 AND ($2::date IS NULL OR month = $2::date)`,
    [clientId, month],
  );
  await recomputeRollups(tx);
}

/**
 * Rewrites the rollup rows of every key in the `affected_keys` temp table from pair_states: the
 * rollup key of a pair state it left or joined, with the pair's property (for property_rollups).
 */
export async function recomputeRollups(tx: Tx): Promise<void> {
  await tx.query(`SET LOCAL work_mem = '${ROLLUP_WORK_MEM}'`);
  await tx.query('ANALYZE pg_temp.affected_keys');
  const scope = await affectedScope(tx);
  for (const table of ['pair_rollups', 'characteristic_rollups', 'pair_prev_rollups'])
    await tx.query(
      `DELETE FROM ${table} r USING affected_keys k WHERE ${keyMatch('r', 'k')} AND ${inScope('r')}`,
      scope.values,
    );
  const stateKey = `s.client_id, s.month, s.audit_date, s.channel_id, s.property_type, coalesce(s.brand_id, 0), s.country_id, s.diamond`;
  const inKeys = `JOIN (SELECT DISTINCT ${ROLLUP_KEY.join(', ')} FROM affected_keys) k ON ${ROLLUP_KEY.map(
    (c) => (c === 'brand_id' ? 'coalesce(s.brand_id, 0) = k.brand_id' : `s.${c} = k.${c}`),
  ).join(' AND ')} AND ${inScope('s')}`;
  await tx.query(
    `INSERT INTO pair_rollups (client_id, month, audit_date, channel_id, property_type, brand_id, country_id, diamond,
       category_id, pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum)
     SELECT ${stateKey}, min(s.category_id), count(*), count(s.accuracy), coalesce(sum(s.accuracy), 0),
            count(*) FILTER (WHERE s.knockout), count(s.content_score), coalesce(sum(s.content_score), 0)
     FROM pair_states s ${inKeys}
     GROUP BY ${stateKey}`,
    scope.values,
  );
  await tx.query(
    `INSERT INTO pair_prev_rollups (client_id, month, audit_date, channel_id, property_type, brand_id, country_id, diamond,
       prev_audit_date, category_id, pairs, scored_pairs, accuracy_sum, knockouts)
     SELECT ${stateKey}, s.prev_audit_date, min(s.category_id), count(*), count(s.prev_accuracy),
            coalesce(sum(s.prev_accuracy), 0), count(*) FILTER (WHERE s.prev_knockout)
     FROM pair_states s ${inKeys}
     WHERE s.prev_audit_id IS NOT NULL
     GROUP BY ${stateKey}, s.prev_audit_date`,
    scope.values,
  );
  await tx.query(
    `INSERT INTO characteristic_rollups (client_id, month, audit_date, channel_id, property_type, brand_id, country_id,
       diamond, characteristic, status, category_id, results, scored_results, accuracy_sum, lost_sum, weight_sum)
     SELECT ${stateKey}, ar.characteristic, ar.status, min(s.category_id), count(*),
            count(ar.accuracy) FILTER (WHERE NOT ar.ignored),
            coalesce(sum(ar.accuracy) FILTER (WHERE NOT ar.ignored), 0),
            coalesce(sum(ar.weight * (100 - ar.accuracy) / ar.audit_weight) FILTER (WHERE ar.counted), 0),
            coalesce(sum(ar.weight) FILTER (WHERE ar.counted), 0)
     FROM pair_states s ${inKeys}
     JOIN LATERAL (${WEIGHED_RESULTS}) ar ON true
     GROUP BY ${stateKey}, ar.characteristic, ar.status`,
    scope.values,
  );
  // The narrow grains read the wide rows just written: planned on statistics from before them, a
  // month summed whole looked like one row and was joined in a nested loop for half a minute.
  if (scope.keys >= LARGE_BATCH)
    for (const grain of NARROW_GRAINS) await tx.query(`ANALYZE ${grain.wide}`);
  for (const grain of NARROW_GRAINS) await recomputeNarrow(tx, grain, scope);
  const properties = '(SELECT DISTINCT property_id, month FROM affected_keys) k';
  for (const table of PROPERTY_GRAINS)
    await tx.query(
      `DELETE FROM ${table} r USING ${properties}
       WHERE r.property_id = k.property_id AND r.month = k.month AND ${inScope('r')}`,
      scope.values,
    );
  await sumPropertyRollups(
    tx,
    `JOIN ${properties} ON s.property_id = k.property_id AND s.month = k.month AND ${inScope('s')}`,
    scope.values,
  );
  // Every view of the newest month reads these as soon as the transaction commits: planned on
  // statistics from before a month's rows, the month was estimated at one row (docs/performance.md,
  // "Statistics of the newest month"). Autovacuum analyses them again in full afterwards.
  if (scope.keys >= LARGE_BATCH)
    for (const table of [...NARROW_GRAINS.map((grain) => grain.narrow), ...PROPERTY_GRAINS])
      await tx.query(`ANALYZE ${table}`);
}

/** The clients and months of the `affected_keys` temp table, as the parameters of `inScope`. */
interface AffectedScope {
  values: [number[], string[]];
  /** How many affected keys there are. */
  keys: number;
}

async function affectedScope(tx: Tx): Promise<AffectedScope> {
  const { rows } = await tx.query<{
    clients: number[] | null;
    months: string[] | null;
    keys: number;
  }>(
    `SELECT array_agg(DISTINCT client_id) AS clients, array_agg(DISTINCT month::text) AS months,
            count(*)::int AS keys
     FROM affected_keys`,
  );
  const row = rows[0]!;
  return { values: [row.clients ?? [], row.months ?? []], keys: row.keys };
}

/**
 * Bounds a rollup or state table `alias` to the affected clients and months. The joins on the
 * affected keys say as much, but the planner cannot carry them to the table's index: without
 * this it reads every month of history, and each monthly cycle landed slower than the last.
 */
const inScope = (alias: string) =>
  `${alias}.client_id = ANY($1::int[]) AND ${alias}.month = ANY($2::date[])`;

/** The rollups per property, which fold in-month audit dates into the month's first day. */
const PROPERTY_GRAINS = ['property_rollups', 'characteristic_property_rollups'] as const;

/**
 * Sums the pair states `s` that `join` (and its parameters) select into property_rollups, and
 * their audits' results into characteristic_property_rollups, an audit inside its state's month
 * keyed by the month's first day.
 */
async function sumPropertyRollups(tx: Tx, join: string, values: unknown[] = []): Promise<void> {
  await tx.query(
    `INSERT INTO property_rollups (client_id, month, property_id, audit_date, property_type, brand_id, chain_id,
       management_company_id, city_id, sub_region_id, region_id, country_id,
       pairs, scored_pairs, accuracy_sum, knockouts, content_scored, content_score_sum, last_audit_date)
     SELECT s.client_id, s.month, s.property_id, least(s.audit_date, s.month), s.property_type, s.brand_id,
            s.chain_id, s.management_company_id, s.city_id, s.sub_region_id, s.region_id, s.country_id,
            count(*), count(s.accuracy), coalesce(sum(s.accuracy), 0), count(*) FILTER (WHERE s.knockout),
            count(s.content_score), coalesce(sum(s.content_score), 0), max(s.audit_date)
     FROM pair_states s ${join}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
    values,
  );
  await tx.query(
    `INSERT INTO characteristic_property_rollups (client_id, month, property_id, audit_date, characteristic,
       property_type, brand_id, chain_id, management_company_id, city_id, sub_region_id, region_id, country_id,
       results, scored_results, accuracy_sum)
     SELECT s.client_id, s.month, s.property_id, least(s.audit_date, s.month), ar.characteristic, s.property_type,
            s.brand_id, s.chain_id, s.management_company_id, s.city_id, s.sub_region_id, s.region_id, s.country_id,
            count(*), count(ar.accuracy), coalesce(sum(ar.accuracy), 0)
     FROM pair_states s ${CURRENT_RESULTS('s')}
     ${join}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
    values,
  );
}
