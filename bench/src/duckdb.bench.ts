import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { addDays, previousMonthRange } from '@lens/domain';
import { to as copyTo } from 'pg-copy-streams';
import {
  aggregate,
  type AggregateRow,
  type DateRange,
} from '../../apps/server/src/modules/dashboard-data/aggregates.queries.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { BenchView, ViewShape } from './bench-views.ts';
import { heading, percentile, report, timings } from './measure.ts';

/** Issue 16: PostgreSQL's p95 at most 3 times DuckDB's on the shapes the rollups do not answer. */
const RATIO_TARGET = 3;

interface Case {
  name: string;
  shape: ViewShape;
  /** The view's most common region, or none. */
  region: boolean;
  by: ['characteristic'] | ['channel', 'characteristic'];
  range: DateRange;
}

/** The rows both DuckDB answers read, as PostgreSQL's COPY writes them and read_csv types them. */
const TABLES: Array<[name: string, select: string, columns: Record<string, string>]> = [
  [
    'properties',
    'SELECT id, city_id FROM properties WHERE client_id = $CLIENT',
    { id: 'INTEGER', city_id: 'INTEGER' },
  ],
  [
    'cities',
    'SELECT c.id, sr.region_id FROM cities c JOIN sub_regions sr ON sr.id = c.sub_region_id',
    { id: 'INTEGER', region_id: 'INTEGER' },
  ],
  [
    'view_properties',
    'SELECT vp.view_id, vp.property_id FROM view_properties vp JOIN views v ON v.id = vp.view_id WHERE v.client_id = $CLIENT',
    { view_id: 'INTEGER', property_id: 'INTEGER' },
  ],
  [
    'audits',
    `SELECT a.property_id, a.id, a.channel_id, a.audit_date FROM audits a
     WHERE a.property_id IN (SELECT id FROM properties WHERE client_id = $CLIENT) AND a.audit_date BETWEEN $FROM AND $TO`,
    { property_id: 'INTEGER', id: 'BIGINT', channel_id: 'INTEGER', audit_date: 'DATE' },
  ],
  [
    // The state months of the ranges' ends (the latest at or before each), as aggregate() reads.
    'pair_states',
    `SELECT property_id, channel_id, month, audit_id, audit_date, prev_audit_id, prev_audit_date, region_id
     FROM pair_states WHERE client_id = $CLIENT AND month IN (
       SELECT (SELECT max(month) FROM pair_states WHERE client_id = $CLIENT AND month <= date_trunc('month', e))
       FROM unnest($ENDS::date[]) AS e)`,
    {
      property_id: 'INTEGER',
      channel_id: 'INTEGER',
      month: 'DATE',
      audit_id: 'BIGINT',
      audit_date: 'DATE',
      prev_audit_id: 'BIGINT',
      prev_audit_date: 'DATE',
      region_id: 'INTEGER',
    },
  ],
  [
    // Only the results the answers can read: those of each pair's latest audit in a range asked.
    'audit_results',
    `WITH ranges (s, e) AS (SELECT * FROM unnest($STARTS::date[], $ENDS::date[])),
     latest AS (
       SELECT DISTINCT ON (r.s, r.e, a.property_id, a.channel_id) a.property_id, a.id
       FROM ranges r JOIN audits a ON a.audit_date BETWEEN r.s AND r.e
       WHERE a.property_id IN (SELECT id FROM properties WHERE client_id = $CLIENT)
       ORDER BY r.s, r.e, a.property_id, a.channel_id, a.audit_date DESC, a.id DESC)
     SELECT ar.property_id, ar.audit_id, ar.characteristic, ar.accuracy, ar.ignored
     FROM audit_results ar WHERE (ar.property_id, ar.audit_id) IN (SELECT property_id, id FROM latest)`,
    {
      property_id: 'INTEGER',
      audit_id: 'BIGINT',
      characteristic: 'VARCHAR',
      accuracy: 'SMALLINT',
      ignored: 'BOOLEAN',
    },
  ],
];

/**
 * The slow shapes of issue 16 answered by aggregate() on PostgreSQL and by DuckDB over a copy of
 * the same rows, twice: with plain SQL straight from the definition (each pair's latest audit
 * within the range, then its results), and with aggregate()'s own plan over pair states. Checks
 * the answers are equal, then prints PostgreSQL's p95 over the faster DuckDB p95.
 */
export async function benchDuckDb(bench: BenchDatabase, views: BenchView[]): Promise<void> {
  const end = bench.endDate;
  const last30: DateRange = { startDate: addDays(end, -30), endDate: end };
  const last90: DateRange = { startDate: addDays(end, -90), endDate: end };
  const shapes: Array<[string, ViewShape, boolean, Case['by'], DateRange]> = [
    ['LIST view: characteristic x channel', 'list', false, ['channel', 'characteristic'], last30],
    ['all properties: by characteristic, one region', 'all', true, ['characteristic'], last90],
    ['management company view: by characteristic', 'management', false, ['characteristic'], last30],
  ];
  const cases = shapes.flatMap(([name, shape, region, by, range]): Case[] => [
    { name, shape, region, by, range },
    { name: `${name}, previous month`, shape, region, by, range: previousMonthRange(range) },
  ]);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-bench-duckdb-'));
  const instance = await DuckDBInstance.create(':memory:');
  const duck = await instance.connect();
  try {
    const started = performance.now();
    const rows = await copyTables(bench, duck, dir, cases);
    heading(
      `PostgreSQL against DuckDB ${(await duck.runAndReadAll('SELECT version() AS v')).getRowObjectsJS()[0]!.v} on the same rows (target: PostgreSQL p95 within ${RATIO_TARGET}x of DuckDB's)`,
    );
    report(
      `copied ${rows.toLocaleString('en-US')} rows into DuckDB`,
      (performance.now() - started) / 1000,
      's',
    );
    console.log(
      `${'case'.padEnd(62)}   rows  equal   PG p50 /   p95   DuckDB p95: definition / PG's plan   PG/DuckDB`,
    );
    for (const c of cases) {
      const view = views.find((candidate) => candidate.shape === c.shape)!;
      const conditions = c.region ? { regionIds: [view.filters.region] } : {};
      const pgRun = () => aggregate(bench.database.pool, view.view, conditions, c.range, c.by);
      const duckRun = (sql: string) => async () =>
        (await duck.runAndReadAll(sql)).getRowObjectsJS();
      const fromDefinition = duckRun(definition(view, c));
      const fromStates = duckRun(statesPlan(view, c));
      const answer = await pgRun();
      const difference =
        compare(answer, await fromDefinition()) ?? compare(answer, await fromStates());
      const pgMs = await timings(pgRun);
      const definitionP95 = percentile(await timings(fromDefinition), 95);
      const statesP95 = percentile(await timings(fromStates), 95);
      const ratio = percentile(pgMs, 95) / Math.min(definitionP95, statesP95);
      const ms = (value: number, width = 6) => value.toFixed(1).padStart(width);
      console.log(
        `${c.name.padEnd(62)} ${String(answer.length).padStart(6)}  ${difference ? 'NO   ' : 'yes  '} ${ms(percentile(pgMs, 50), 8)} / ${ms(percentile(pgMs, 95))}   ${ms(definitionP95, 17)} / ${ms(statesP95, 9)}   ${ratio.toFixed(1).padStart(8)}x` +
          `${ratio > RATIO_TARGET ? `   MISSED (${(ratio / RATIO_TARGET).toFixed(1)}x over)` : ''}`,
      );
      if (difference) console.log(`  answers differ: ${difference}`);
    }
  } finally {
    duck.closeSync();
    instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  }
}

/** COPY ... TO STDOUT into CSV files, read by DuckDB into tables of the same names. */
async function copyTables(
  bench: BenchDatabase,
  duck: DuckDBConnection,
  dir: string,
  cases: Case[],
): Promise<number> {
  const quote = (text: string) => `'${text}'`;
  const values: Record<string, string> = {
    $CLIENT: String(bench.clientId),
    $FROM: quote(cases.map((c) => c.range.startDate).sort()[0]!),
    $TO: quote(
      cases
        .map((c) => c.range.endDate)
        .sort()
        .at(-1)!,
    ),
    $STARTS: quote(`{${cases.map((c) => c.range.startDate).join(',')}}`),
    $ENDS: quote(`{${cases.map((c) => c.range.endDate).join(',')}}`),
  };
  let total = 0;
  const client = await bench.database.pool.connect();
  try {
    for (const [name, select, columns] of TABLES) {
      const file = path.join(dir, `${name}.csv`);
      const sql = select.replace(/\$[A-Z]+/g, (key) => values[key]!);
      await pipeline(
        client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`)),
        createWriteStream(file),
      );
      const types = Object.entries(columns)
        .map(([column, type]) => `'${column}': '${type}'`)
        .join(', ');
      await duck.run(
        `CREATE TABLE ${name} AS SELECT * FROM read_csv('${file}', header = true, columns = {${types}})`,
      );
      const count = await duck.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${name}`);
      total += Number(count.getRowObjectsJS()[0]!.n);
    }
  } finally {
    client.release();
  }
  return total;
}

/** The figure's definition (docs/performance.md), as the API tests' brute-force oracle reads it. */
function definition(view: BenchView, c: Case): string {
  const scope =
    view.view.scope.kind === 'ALL'
      ? `a.property_id IN (SELECT id FROM properties)`
      : `a.property_id IN (SELECT property_id FROM view_properties WHERE view_id = ${view.view.id})`;
  const region = c.region
    ? `AND a.property_id IN (SELECT p.id FROM properties p JOIN cities c ON c.id = p.city_id
                             WHERE c.region_id = ${view.filters.region})`
    : '';
  const keys = c.by.map((key) => (key === 'channel' ? 'l.channel_id' : 'r.characteristic'));
  return `WITH latest AS (
      SELECT a.property_id, a.channel_id, a.id FROM audits a
      WHERE a.audit_date BETWEEN DATE '${c.range.startDate}' AND DATE '${c.range.endDate}' AND ${scope} ${region}
      QUALIFY row_number() OVER (PARTITION BY a.property_id, a.channel_id ORDER BY a.audit_date DESC, a.id DESC) = 1
    )
    SELECT ${keys.map((key, index) => `${key} AS k${index}`).join(', ')}, count(*)::INTEGER AS count,
           avg(r.accuracy) FILTER (WHERE NOT r.ignored)::DOUBLE AS accuracy
    FROM latest l JOIN audit_results r ON r.property_id = l.property_id AND r.audit_id = l.id
    GROUP BY ALL`;
}

/**
 * aggregate()'s own plan over pair states (aggregates.queries.ts, fromStates): each pair of the
 * end's state month as it stood on the end, kept when that audit is within the range.
 */
function statesPlan(view: BenchView, c: Case): string {
  const scope =
    view.view.scope.kind === 'ALL'
      ? ''
      : `AND s.property_id IN (SELECT property_id FROM view_properties WHERE view_id = ${view.view.id})`;
  const region = c.region ? `AND s.region_id = ${view.filters.region}` : '';
  const end = `DATE '${c.range.endDate}'`;
  const keys = c.by.map((key) => (key === 'channel' ? 'p.channel_id' : 'r.characteristic'));
  return `WITH p AS (
      SELECT s.property_id, s.channel_id,
             CASE WHEN s.audit_date <= ${end} THEN s.audit_id ELSE s.prev_audit_id END AS as_audit_id,
             CASE WHEN s.audit_date <= ${end} THEN s.audit_date ELSE s.prev_audit_date END AS as_date
      FROM pair_states s
      WHERE s.month = (SELECT max(month) FROM pair_states WHERE month <= date_trunc('month', ${end})) ${scope} ${region}
    )
    SELECT ${keys.map((key, index) => `${key} AS k${index}`).join(', ')}, count(*)::INTEGER AS count,
           avg(r.accuracy) FILTER (WHERE NOT r.ignored)::DOUBLE AS accuracy
    FROM p JOIN audit_results r ON r.property_id = p.property_id AND r.audit_id = p.as_audit_id
    WHERE p.as_date BETWEEN DATE '${c.range.startDate}' AND ${end}
    GROUP BY ALL`;
}

/** Null when both engines gave the same rows (accuracy to 1e-6), else what differs first. */
function compare(pg: AggregateRow[], duck: Array<Record<string, unknown>>): string | null {
  const keyOf = (keys: unknown[]) => keys.map(String).join('|');
  const expected = new Map(
    duck.map((row) => [
      keyOf(
        Object.keys(row)
          .filter((k) => /^k\d$/.test(k))
          .map((k) => row[k]),
      ),
      row,
    ]),
  );
  if (expected.size !== pg.length) return `${pg.length} rows against DuckDB's ${expected.size}`;
  for (const row of pg) {
    const key = keyOf(row.keys);
    const other = expected.get(key);
    if (!other) return `no DuckDB row for ${key}`;
    const accuracy = other.accuracy as number | null;
    if (
      Number(other.count) !== row.count ||
      (accuracy === null) !== (row.accuracy === null) ||
      Math.abs((accuracy ?? 0) - (row.accuracy ?? 0)) > 1e-6
    ) {
      return `${key}: PostgreSQL ${row.count} results at ${row.accuracy}, DuckDB ${String(other.count)} at ${accuracy}`;
    }
  }
  return null;
}
