import type { Tx } from '../../db/transaction.ts';
import type { StoredVersion, VersionChange } from './reference-versions.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

export interface GeographyInput {
  countryCode: string;
  countryName: string;
  region: string;
  subRegion: string;
  city: string;
}

/** Creates what is missing of country > region > sub-region > city and returns each city's id. */
export async function upsertGeography(
  tx: Tx,
  places: GeographyInput[],
): Promise<Map<string, number>> {
  const countries = unique(
    places.map((p) => [p.countryCode, p.countryName] as const),
    (c) => c[0],
  );
  await tx.query(
    `INSERT INTO countries (iso_code, name) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (iso_code) DO NOTHING`,
    [countries.map((c) => c[0]), countries.map((c) => c[1])],
  );
  const regions = unique(places, (p) => `${p.countryCode}|${p.region}`);
  await tx.query(
    `INSERT INTO regions (country_id, name)
     SELECT c.id, r.name FROM unnest($1::text[], $2::text[]) AS r(iso, name)
     JOIN countries c ON c.iso_code = r.iso
     ON CONFLICT (country_id, name) DO NOTHING`,
    [regions.map((p) => p.countryCode), regions.map((p) => p.region)],
  );
  const subRegions = unique(places, (p) => `${p.countryCode}|${p.region}|${p.subRegion}`);
  await tx.query(
    `INSERT INTO sub_regions (region_id, name)
     SELECT r.id, s.name FROM unnest($1::text[], $2::text[], $3::text[]) AS s(iso, region, name)
     JOIN countries c ON c.iso_code = s.iso JOIN regions r ON r.country_id = c.id AND r.name = s.region
     ON CONFLICT (region_id, name) DO NOTHING`,
    [
      subRegions.map((p) => p.countryCode),
      subRegions.map((p) => p.region),
      subRegions.map((p) => p.subRegion),
    ],
  );
  const cities = unique(places, cityKey);
  const cityColumns = [
    cities.map((p) => p.countryCode),
    cities.map((p) => p.region),
    cities.map((p) => p.subRegion),
    cities.map((p) => p.city),
  ];
  const matched = `FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS i(iso, region, sub_region, city)
     JOIN countries c ON c.iso_code = i.iso
     JOIN regions r ON r.country_id = c.id AND r.name = i.region
     JOIN sub_regions s ON s.region_id = r.id AND s.name = i.sub_region`;
  await tx.query(
    `INSERT INTO cities (sub_region_id, name) SELECT s.id, i.city ${matched}
     ON CONFLICT (sub_region_id, name) DO NOTHING`,
    cityColumns,
  );
  const { rows } = await tx.query<{ key: string; id: number }>(
    `SELECT i.iso || '|' || i.region || '|' || i.sub_region || '|' || i.city AS key, ci.id ${matched}
     JOIN cities ci ON ci.sub_region_id = s.id AND ci.name = i.city`,
    cityColumns,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

export function cityKey(place: GeographyInput): string {
  return `${place.countryCode}|${place.region}|${place.subRegion}|${place.city}`;
}

export interface NamedCode {
  code: string;
  name: string;
}

/** Upserts chains, brands (in their chains) and management companies by code. */
export async function upsertHierarchy(
  tx: Tx,
  clientId: number,
  brands: Array<NamedCode & { chain: NamedCode }>,
  managementCompanies: NamedCode[],
): Promise<{ brands: Map<string, number>; managementCompanies: Map<string, number> }> {
  const chains = unique(
    brands.map((b) => b.chain),
    (c) => c.code,
  );
  await tx.query(
    `INSERT INTO chains (client_id, code, name) SELECT $1, * FROM unnest($2::text[], $3::text[])
     ON CONFLICT (client_id, code) DO UPDATE SET name = excluded.name WHERE chains.name <> excluded.name`,
    [clientId, chains.map((c) => c.code), chains.map((c) => c.name)],
  );
  const uniqueBrands = unique(brands, (b) => b.code);
  const brandRows = await tx.query<Pick<Row<typeof schema.brands>, 'code' | 'id'>>(
    `INSERT INTO brands (client_id, chain_id, code, name)
     SELECT $1, ch.id, b.code, b.name FROM unnest($2::text[], $3::text[], $4::text[]) AS b(code, name, chain)
     JOIN chains ch ON ch.client_id = $1 AND ch.code = b.chain
     ON CONFLICT (client_id, code) DO UPDATE SET name = excluded.name, chain_id = excluded.chain_id
     RETURNING code, id`,
    [
      clientId,
      uniqueBrands.map((b) => b.code),
      uniqueBrands.map((b) => b.name),
      uniqueBrands.map((b) => b.chain.code),
    ],
  );
  const companies = unique(managementCompanies, (m) => m.code);
  const companyRows = await tx.query<Pick<Row<typeof schema.managementCompanies>, 'code' | 'id'>>(
    `INSERT INTO management_companies (client_id, code, name) SELECT $1, * FROM unnest($2::text[], $3::text[])
     ON CONFLICT (client_id, code) DO UPDATE SET name = excluded.name
     RETURNING code, id`,
    [clientId, companies.map((m) => m.code), companies.map((m) => m.name)],
  );
  return {
    brands: new Map(brandRows.rows.map((row) => [row.code, row.id])),
    managementCompanies: new Map(companyRows.rows.map((row) => [row.code, row.id])),
  };
}

export interface PropertyRow {
  code: string;
  name: string;
  type: string;
  brandId: number | null;
  managementCompanyId: number | null;
  cityId: number;
  lat: number | null;
  lng: number | null;
  statusNotice: string | null;
  open: boolean;
}

/** Upserts properties by code; returns every code's id. Rows that did not change are not touched. */
export async function upsertProperties(
  tx: Tx,
  clientId: number,
  rows: PropertyRow[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const result = await tx.query<
    Pick<Row<typeof schema.properties>, 'code' | 'id'> & { created: boolean }
  >(
    `INSERT INTO properties (client_id, code, name, type, brand_id, management_company_id, city_id, lat, lng, status_notice, open)
     SELECT $1, p.code, p.name, p.type::property_type, p.brand_id, p.mc_id, p.city_id, p.lat, p.lng,
            p.notice::property_status_notice, p.open
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::float8[], $9::float8[], $10::text[], $11::bool[])
       AS p(code, name, type, brand_id, mc_id, city_id, lat, lng, notice, open)
     ON CONFLICT (client_id, code) DO UPDATE SET
       name = excluded.name, type = excluded.type, brand_id = excluded.brand_id,
       management_company_id = excluded.management_company_id, city_id = excluded.city_id,
       lat = excluded.lat, lng = excluded.lng, status_notice = excluded.status_notice, open = excluded.open
     WHERE (properties.name, properties.type, properties.brand_id, properties.management_company_id,
            properties.city_id, properties.lat, properties.lng, properties.status_notice, properties.open)
       IS DISTINCT FROM (excluded.name, excluded.type, excluded.brand_id, excluded.management_company_id,
            excluded.city_id, excluded.lat, excluded.lng, excluded.status_notice, excluded.open)
     RETURNING code, id, (xmax = 0) AS created`,
    [
      clientId,
      rows.map((r) => r.code),
      rows.map((r) => r.name),
      rows.map((r) => r.type),
      rows.map((r) => r.brandId),
      rows.map((r) => r.managementCompanyId),
      rows.map((r) => r.cityId),
      rows.map((r) => r.lat),
      rows.map((r) => r.lng),
      rows.map((r) => r.statusNotice),
      rows.map((r) => r.open),
    ],
  );
  const ids = await propertyIds(
    tx,
    clientId,
    rows.map((r) => r.code),
  );
  return { ids, created: result.rows.filter((row) => row.created).length };
}

export async function propertyIds(
  tx: Tx,
  clientId: number,
  codes: string[],
): Promise<Map<string, number>> {
  const { rows } = await tx.query<Pick<Row<typeof schema.properties>, 'code' | 'id'>>(
    'SELECT code, id FROM properties WHERE client_id = $1 AND code = ANY($2::text[])',
    [clientId, codes],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function setParents(
  tx: Tx,
  links: Array<{ id: number; parentId: number | null }>,
): Promise<void> {
  await tx.query(
    `UPDATE properties p SET parent_property_id = l.parent_id
     FROM unnest($1::int[], $2::int[]) AS l(id, parent_id)
     WHERE p.id = l.id AND p.parent_property_id IS DISTINCT FROM l.parent_id`,
    [links.map((l) => l.id), links.map((l) => l.parentId)],
  );
}

export async function replacePropertyLanguages(
  tx: Tx,
  entries: Array<{ propertyId: number; languages: string[] }>,
): Promise<void> {
  const propertyIdsList = entries.map((e) => e.propertyId);
  const pairs = entries.flatMap((e) => e.languages.map((code) => [e.propertyId, code] as const));
  await tx.query(
    `DELETE FROM property_languages pl USING languages l
     WHERE pl.language_id = l.id AND pl.property_id = ANY($1::int[])
       AND (pl.property_id, l.code) NOT IN (SELECT * FROM unnest($2::int[], $3::text[]))`,
    [propertyIdsList, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  await tx.query(
    `INSERT INTO property_languages (property_id, language_id)
     SELECT i.property_id, l.id FROM unnest($1::int[], $2::text[]) AS i(property_id, code)
     JOIN languages l ON l.code = i.code
     ON CONFLICT DO NOTHING`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

export interface StoredReferenceRow extends StoredVersion {
  propertyId: number;
  characteristic: string;
  language: string;
}

export async function loadReferenceRows(
  tx: Tx,
  propertyIdsList: number[],
): Promise<StoredReferenceRow[]> {
  const { rows } = await tx.query<StoredReferenceRow>(
    `SELECT property_id AS "propertyId", characteristic, language, valid_from::text AS "validFrom",
            valid_to::text AS "validTo", value
     FROM reference_values WHERE property_id = ANY($1::int[])
     -- A fixed order: the description languages are compared in it, and a re-audit that met
     -- them in another order would rewrite results whose verdicts did not change.
     ORDER BY property_id, characteristic, language, valid_from`,
    [propertyIdsList],
  );
  return rows;
}

export type KeyedChange = VersionChange & {
  propertyId: number;
  characteristic: string;
  language: string;
};

/** Applies planned version changes; closes and deletes first so inserts never overlap. */
export async function applyVersionChanges(tx: Tx, changes: KeyedChange[]): Promise<void> {
  const of = <K extends VersionChange['op']>(op: K) =>
    changes.filter((c): c is KeyedChange & Extract<VersionChange, { op: K }> => c.op === op);
  const keys = (list: KeyedChange[]) => [
    list.map((c) => c.propertyId),
    list.map((c) => c.characteristic),
    list.map((c) => c.language),
    list.map((c) => c.validFrom),
  ];
  const deletes = of('delete');
  if (deletes.length) {
    await tx.query(
      `DELETE FROM reference_values r USING unnest($1::int[], $2::text[], $3::text[], $4::date[]) AS d(p, c, l, f)
       WHERE r.property_id = d.p AND r.characteristic = d.c AND r.language = d.l AND r.valid_from = d.f`,
      keys(deletes),
    );
  }
  const closes = of('close');
  if (closes.length) {
    await tx.query(
      `UPDATE reference_values r SET valid_to = d.t
       FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::date[]) AS d(p, c, l, f, t)
       WHERE r.property_id = d.p AND r.characteristic = d.c AND r.language = d.l AND r.valid_from = d.f`,
      [...keys(closes), closes.map((c) => c.validTo)],
    );
  }
  const sets = of('set-value');
  if (sets.length) {
    await tx.query(
      `UPDATE reference_values r SET value = d.v, imported_at = now()
       FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::jsonb[]) AS d(p, c, l, f, v)
       WHERE r.property_id = d.p AND r.characteristic = d.c AND r.language = d.l AND r.valid_from = d.f`,
      [...keys(sets), sets.map((c) => JSON.stringify(c.value))],
    );
  }
  const inserts = of('insert');
  if (inserts.length) {
    await tx.query(
      `INSERT INTO reference_values (property_id, characteristic, language, valid_from, valid_to, value)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::date[], $6::jsonb[])`,
      [
        ...keys(inserts),
        inserts.map((c) => c.validTo),
        inserts.map((c) => JSON.stringify(c.value)),
      ],
    );
  }
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
