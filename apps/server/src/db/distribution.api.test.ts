import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test-support/test-database.ts';
import type { Database } from './connection.ts';
import { DISTRIBUTION, type Placement } from './distribution.ts';

interface Catalog {
  tables: string[];
  /** Each table's columns: type and whether NOT NULL. */
  columns: Map<string, Map<string, { type: string; notNull: boolean }>>;
  /** Primary keys, unique constraints and unique indexes, with their plain key columns. */
  uniqueKeys: { table: string; key: string; columns: string[] }[];
  foreignKeys: { table: string; key: string; columns: string[]; to: string; toColumns: string[] }[];
}

async function readCatalog(database: Database): Promise<Catalog> {
  const { pool } = database;
  const tables = await pool.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY 1`,
  );
  const columns = await pool.query<{
    table: string;
    column: string;
    type: string;
    notNull: boolean;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS "notNull"
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  // Expressions (attnum 0) and INCLUDE columns are not key columns a distribution column can be.
  const uniqueKeys = await pool.query<Catalog['uniqueKeys'][number]>(
    `SELECT c.relname AS table, i.relname AS key,
            ARRAY(SELECT a.attname::text FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
                  WHERE k.n <= x.indnkeyatts ORDER BY k.n) AS columns
     FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND x.indisunique
     ORDER BY 1, 2`,
  );
  const foreignKeys = await pool.query<Catalog['foreignKeys'][number]>(
    `SELECT c.relname AS table, k.conname AS key, t.relname AS to,
            ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY o(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = o.attnum
                  ORDER BY o.n) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY o(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = o.attnum
                  ORDER BY o.n) AS "toColumns"
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class t ON t.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND k.contype = 'f'
     ORDER BY 1, 2`,
  );
  const byTable = new Map<string, Map<string, { type: string; notNull: boolean }>>();
  for (const { table, column, type, notNull } of columns.rows) {
    const own = byTable.get(table) ?? new Map<string, { type: string; notNull: boolean }>();
    own.set(column, { type, notNull });
    byTable.set(table, own);
  }
  return {
    tables: tables.rows.map((row) => row.table),
    columns: byTable,
    uniqueKeys: uniqueKeys.rows,
    foreignKeys: foreignKeys.rows,
  };
}

/**
 * What would stop Citus from placing the tables as `placements` say (docs/scaling.md): a
 * distribution column that is missing or nullable, or whose type differs within its co-located
 * group; a primary or unique key without it; a foreign key Citus cannot keep (between distributed
 * tables not on the distribution column, from a distributed table to a local one, from a
 * reference table to anything but another reference table).
 */
function placementProblems(catalog: Catalog, placements: Record<string, Placement>): string[] {
  const problems: string[] = [];
  const groupTypes = new Map<string, string>();
  for (const [table, placement] of Object.entries(placements)) {
    if (placement.kind !== 'distributed') continue;
    const column = catalog.columns.get(table)?.get(placement.by);
    if (!column) {
      problems.push(`${table}: no ${placement.by} column to distribute by`);
      continue;
    }
    if (!column.notNull) problems.push(`${table}.${placement.by} may be null`);
    const groupType = groupTypes.get(placement.by) ?? column.type;
    groupTypes.set(placement.by, groupType);
    if (column.type !== groupType) {
      problems.push(
        `${table}.${placement.by} is ${column.type}, its co-located tables' ${groupType}`,
      );
    }
  }
  for (const { table, key, columns } of catalog.uniqueKeys) {
    const placement = placements[table];
    if (placement?.kind === 'distributed' && !columns.includes(placement.by)) {
      problems.push(`${table}: unique key ${key} (${columns.join(', ')}) lacks ${placement.by}`);
    }
  }
  for (const { table, key, columns, to, toColumns } of catalog.foreignKeys) {
    const [from, target] = [placements[table], placements[to]];
    if (!from || !target || target.kind === 'reference') continue;
    const allowed =
      from.kind === 'local'
        ? target.kind === 'local'
        : from.kind === 'distributed' &&
          target.kind === 'distributed' &&
          from.by === target.by &&
          toColumns[columns.indexOf(from.by)] === target.by;
    if (!allowed) {
      problems.push(
        `${table}: foreign key ${key} from a ${from.kind} table to ${target.kind} ${to}`,
      );
    }
  }
  return problems;
}

describe('distribution of the schema (docs/scaling.md)', () => {
  let database: Database;
  let catalog: Catalog;

  beforeAll(async () => {
    database = testDatabase();
    catalog = await readCatalog(database);
  });

  afterAll(async () => {
    await database.close();
  });

  it('places every table of the migrated database, and no other', () => {
    expect(catalog.tables.length).toBeGreaterThan(50);
    expect(Object.keys(DISTRIBUTION).sort()).toEqual(catalog.tables);
  });

  it('keeps the distribution column in every primary and unique key, and every foreign key placeable', () => {
    expect(placementProblems(catalog, DISTRIBUTION)).toEqual([]);
  });

  it('keeps local only the tables whose named key still blocks their distribution', () => {
    const blocked = Object.entries(DISTRIBUTION).flatMap(([table, placement]) =>
      placement.kind === 'local' && placement.blocked ? [{ table, by: placement.blocked.by }] : [],
    );
    expect(blocked.length).toBeGreaterThan(0);
    const already = new Set(placementProblems(catalog, DISTRIBUTION));
    for (const { table, by } of blocked) {
      const distributed = { ...DISTRIBUTION, [table]: { kind: 'distributed', by } as const };
      const added = placementProblems(catalog, distributed).filter((p) => !already.has(p));
      expect(added, `${table} could be distributed by ${by}: place it so`).not.toEqual([]);
    }
  });
});
