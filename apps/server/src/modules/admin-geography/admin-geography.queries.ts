import type { GeographyItem, GeographyType } from '@lens/contracts';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Queryable } from '../auth/session.queries.ts';

interface Level {
  table: string;
  /** The column pointing at the parent level; countries have none. */
  parentColumn: string | null;
  /** Joins from `e` up to its ancestors, aliased r (region), sr (sub-region) and co (country). */
  joins: string;
  ancestors: string;
  children: string;
  properties: string;
  /** The unique index on the name within the parent, or on the ISO code for countries. */
  uniqueIndex: string;
}

const ancestor = (type: GeographyType, alias: string) =>
  `json_build_object('type', '${type}', 'id', ${alias}.id, 'name', ${alias}.name)`;

const PROPERTIES_FROM = `FROM properties p JOIN cities ci ON ci.id = p.city_id
  JOIN sub_regions psr ON psr.id = ci.sub_region_id JOIN regions pr ON pr.id = psr.region_id`;

// Fixed SQL per level: only values ever travel as parameters.
const LEVELS: Record<GeographyType, Level> = {
  country: {
    table: 'countries',
    parentColumn: null,
    joins: '',
    ancestors: `'[]'::json`,
    children: 'SELECT count(*)::int FROM regions x WHERE x.country_id = e.id',
    properties: `SELECT count(*)::int ${PROPERTIES_FROM} WHERE pr.country_id = e.id`,
    uniqueIndex: 'countries_iso_key',
  },
  region: {
    table: 'regions',
    parentColumn: 'country_id',
    joins: 'JOIN countries co ON co.id = e.country_id',
    ancestors: `json_build_array(${ancestor('country', 'co')})`,
    children: 'SELECT count(*)::int FROM sub_regions x WHERE x.region_id = e.id',
    properties: `SELECT count(*)::int ${PROPERTIES_FROM} WHERE pr.id = e.id`,
    uniqueIndex: 'regions_name_key',
  },
  sub_region: {
    table: 'sub_regions',
    parentColumn: 'region_id',
    joins: 'JOIN regions r ON r.id = e.region_id JOIN countries co ON co.id = r.country_id',
    ancestors: `json_build_array(${ancestor('country', 'co')}, ${ancestor('region', 'r')})`,
    children: 'SELECT count(*)::int FROM cities x WHERE x.sub_region_id = e.id',
    properties: `SELECT count(*)::int FROM properties p JOIN cities ci ON ci.id = p.city_id WHERE ci.sub_region_id = e.id`,
    uniqueIndex: 'sub_regions_name_key',
  },
  city: {
    table: 'cities',
    parentColumn: 'sub_region_id',
    joins: `JOIN sub_regions sr ON sr.id = e.sub_region_id JOIN regions r ON r.id = sr.region_id
      JOIN countries co ON co.id = r.country_id`,
    ancestors: `json_build_array(${ancestor('country', 'co')}, ${ancestor('region', 'r')}, ${ancestor('sub_region', 'sr')})`,
    children: 'SELECT 0',
    properties: 'SELECT count(*)::int FROM properties p WHERE p.city_id = e.id',
    uniqueIndex: 'cities_name_key',
  },
};

export function uniqueIndexOf(type: GeographyType): string {
  return LEVELS[type].uniqueIndex;
}

function selectItems(type: GeographyType): string {
  const level = LEVELS[type];
  return `SELECT '${type}' AS type, e.id, e.name,
      ${type === 'country' ? 'e.iso_code' : 'NULL::text'} AS "isoCode",
      ${level.parentColumn ? `e.${level.parentColumn}` : 'NULL::int'} AS "parentId",
      ${type === 'city' ? 'e.lat, e.lng' : 'NULL::float8 AS lat, NULL::float8 AS lng'},
      ${level.ancestors} AS ancestors,
      (${level.children}) AS "childCount",
      (${level.properties}) AS "propertyCount"
    FROM ${level.table} e ${level.joins}`;
}

export async function listGeography(
  db: Queryable,
  type: GeographyType,
  filters: { search?: string; parentId?: number },
  page: PageRequest,
): Promise<{ items: GeographyItem[]; total: number }> {
  const level = LEVELS[type];
  const params = [containsPattern(filters.search), filters.parentId ?? null];
  const parent = level.parentColumn ? `e.${level.parentColumn} = $2` : 'false';
  const where = `($1::text IS NULL OR e.name ILIKE $1) AND ($2::int IS NULL OR ${parent})`;
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<GeographyItem>(
      `${selectItems(type)} WHERE ${where} ORDER BY lower(e.name), e.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${level.table} e WHERE ${where}`,
      params,
    ),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findGeography(
  db: Queryable,
  type: GeographyType,
  id: number,
): Promise<GeographyItem | null> {
  const { rows } = await db.query<GeographyItem>(`${selectItems(type)} WHERE e.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function geographyExists(
  db: Queryable,
  type: GeographyType,
  id: number,
  lock = false,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${LEVELS[type].table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Whether the parent (or, for countries, the world) already has an entry of this name in any
 * case: "north" beside "North" would be the same place twice.
 */
export async function nameTaken(
  db: Queryable,
  type: GeographyType,
  entry: GeographyColumns,
  exceptId: number | null,
): Promise<boolean> {
  const parentColumn = LEVELS[type].parentColumn;
  const { rows } = await db.query(
    `SELECT 1 FROM ${LEVELS[type].table}
     WHERE lower(name) = lower($1) AND id <> coalesce($2::int, 0)
       ${parentColumn ? `AND ${parentColumn} = $3` : ''}`,
    parentColumn ? [entry.name, exceptId, entry.parentId] : [entry.name, exceptId],
  );
  return rows.length > 0;
}

/** The columns an entry of each level is written with, in the order of their values. */
export interface GeographyColumns {
  name: string;
  parentId?: number;
  isoCode?: string;
  lat?: number | null;
  lng?: number | null;
}

function columnValues(type: GeographyType, entry: GeographyColumns): [string[], unknown[]] {
  const level = LEVELS[type];
  if (type === 'country')
    return [
      ['name', 'iso_code'],
      [entry.name, entry.isoCode],
    ];
  const columns = ['name', level.parentColumn!];
  const values: unknown[] = [entry.name, entry.parentId];
  if (type === 'city') {
    columns.push('lat', 'lng');
    values.push(entry.lat ?? null, entry.lng ?? null);
  }
  return [columns, values];
}

export async function insertGeography(
  db: Queryable,
  type: GeographyType,
  entry: GeographyColumns,
): Promise<number> {
  const [columns, values] = columnValues(type, entry);
  const params = new SqlParams();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${LEVELS[type].table} (${columns.join(', ')})
     VALUES (${values.map((value) => params.add(value)).join(', ')}) RETURNING id`,
    params.values,
  );
  return rows[0]!.id;
}

export async function updateGeography(
  db: Queryable,
  type: GeographyType,
  id: number,
  entry: GeographyColumns,
): Promise<void> {
  const [columns, values] = columnValues(type, entry);
  const params = new SqlParams();
  const idParam = params.add(id);
  const assignments = columns.map((column, index) => `${column} = ${params.add(values[index])}`);
  await db.query(
    `UPDATE ${LEVELS[type].table} SET ${assignments.join(', ')} WHERE id = ${idParam}`,
    params.values,
  );
}

export async function deleteGeography(
  db: Queryable,
  type: GeographyType,
  id: number,
): Promise<void> {
  await db.query(`DELETE FROM ${LEVELS[type].table} WHERE id = $1`, [id]);
}
