import type { Tx } from '../../db/transaction.ts';
import type { PropertyFacts } from './reference-fields.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

/** Facts of the properties that comparators and listing identity both read. */
export async function loadPropertyFacts(
  tx: Tx,
  propertyIds: number[],
): Promise<Map<number, PropertyFacts>> {
  const { rows } = await tx.query<PropertyFacts>(
    `SELECT p.id, p.type, c.iso_code AS "countryCode", p.open
     FROM properties p JOIN cities ci ON ci.id = p.city_id JOIN sub_regions s ON s.id = ci.sub_region_id
     JOIN regions r ON r.id = s.region_id JOIN countries c ON c.id = r.country_id
     WHERE p.id = ANY($1::int[])`,
    [propertyIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The channels known to the catalog, that imports and seen-listings check their rows against. */
export async function knownChannelIds(tx: Tx): Promise<Set<number>> {
  const { rows } =
    await tx.query<Pick<Row<typeof schema.channels>, 'id'>>('SELECT id FROM channels');
  return new Set(rows.map((row) => row.id));
}
