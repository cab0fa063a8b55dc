import {
  GEOGRAPHY_PARENT,
  type GeographyItem,
  type GeographyListResponse,
  type GeographyType,
  type geographyInputSchema,
  type geographyListQuerySchema,
} from '@lens/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-violation.ts';
import { pageOf } from '../../db/paging.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import {
  deleteGeography as removeGeography,
  findGeography,
  geographyExists,
  insertGeography,
  nameTaken,
  listGeography as selectGeography,
  uniqueIndexOf,
  updateGeography as writeGeography,
  type GeographyColumns,
} from './admin-geography.queries.ts';

type GeographyData = z.output<typeof geographyInputSchema>;

const LABEL: Record<GeographyType, string> = {
  country: 'country',
  region: 'region',
  sub_region: 'sub-region',
  city: 'city',
};

const CHILD_LABEL: Record<GeographyType, [string, string] | null> = {
  country: ['region', 'regions'],
  region: ['sub-region', 'sub-regions'],
  sub_region: ['city', 'cities'],
  city: null,
};

const counted = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

export async function listGeography(
  pool: pg.Pool,
  type: GeographyType,
  query: z.output<typeof geographyListQuerySchema>,
): Promise<GeographyListResponse> {
  const { items, total } = await selectGeography(pool, type, query, query);
  return pageOf(items, total, query);
}

export async function getGeography(
  pool: pg.Pool,
  type: GeographyType,
  id: number,
): Promise<GeographyItem> {
  const item = await findGeography(pool, type, id);
  if (!item) throw new HttpError(404, `No ${LABEL[type]} with this id.`);
  return item;
}

/** The entry's columns, once its parent is known to exist and its name is free there. */
async function columns(
  tx: Tx,
  entry: GeographyData,
  exceptId: number | null,
): Promise<GeographyColumns> {
  let values: GeographyColumns;
  if (entry.type === 'country') values = { name: entry.name, isoCode: entry.isoCode };
  else {
    const parentType = GEOGRAPHY_PARENT[entry.type]!;
    if (!(await geographyExists(tx, parentType, entry.parentId)))
      throw new HttpError(400, `parentId: no ${LABEL[parentType]} has this id`, 'parentId');
    values =
      entry.type === 'city'
        ? { name: entry.name, parentId: entry.parentId, lat: entry.lat, lng: entry.lng }
        : { name: entry.name, parentId: entry.parentId };
  }
  if (await nameTaken(tx, entry.type, values, exceptId)) throw nameConflict(entry.type);
  return values;
}

function nameConflict(type: GeographyType): HttpError {
  const parent = GEOGRAPHY_PARENT[type];
  const where = parent ? `the ${LABEL[parent]} already has` : 'there is already';
  return new HttpError(409, `name: ${where} a ${LABEL[type]} of this name`, 'name');
}

function duplicate(type: GeographyType) {
  return (error: unknown): never => {
    if (!isUniqueViolation(error, uniqueIndexOf(type))) throw error;
    if (type === 'country')
      throw new HttpError(409, 'isoCode: another country has this ISO code', 'isoCode');
    throw nameConflict(type);
  };
}

export async function createGeography(pool: pg.Pool, entry: GeographyData): Promise<GeographyItem> {
  const id = await withTransaction(pool, async (tx) =>
    insertGeography(tx, entry.type, await columns(tx, entry, null)).catch(duplicate(entry.type)),
  );
  return getGeography(pool, entry.type, id);
}

export async function updateGeography(
  pool: pg.Pool,
  type: GeographyType,
  id: number,
  entry: GeographyData,
): Promise<GeographyItem> {
  if (entry.type !== type)
    throw new HttpError(400, `type: must be ${type}, as in the path`, 'type');
  await withTransaction(pool, async (tx) => {
    if (!(await geographyExists(tx, type, id, true)))
      throw new HttpError(404, `No ${LABEL[type]} with this id.`);
    await writeGeography(tx, type, id, await columns(tx, entry, id)).catch(duplicate(type));
  });
  return getGeography(pool, type, id);
}

/**
 * Deletes an empty entry. One that still holds entries or properties is refused, naming them:
 * removing it would orphan their addresses, so they are moved or deleted first. The entry is
 * locked before counting, so a child or property added meanwhile waits for the delete and then
 * finds its parent gone.
 */
export async function deleteGeography(
  pool: pg.Pool,
  type: GeographyType,
  id: number,
): Promise<void> {
  await withTransaction(pool, async (tx) => {
    if (!(await geographyExists(tx, type, id, true)))
      throw new HttpError(404, `No ${LABEL[type]} with this id.`);
    const item = (await findGeography(tx, type, id))!;
    const children = CHILD_LABEL[type];
    const held = [
      ...(children && item.childCount > 0 ? [counted(item.childCount, children)] : []),
      ...(item.propertyCount > 0 ? [counted(item.propertyCount, ['property', 'properties'])] : []),
    ];
    if (held.length > 0)
      throw new HttpError(
        409,
        `${item.name} still holds ${held.join(' and ')}: move or delete them first.`,
      );
    await removeGeography(tx, type, id);
  });
}
