import type { ViewScope } from '../../apps/server/src/db/schema/views.ts';
import { withTransaction } from '../../apps/server/src/db/transaction.ts';
import type { ViewContext } from '../../apps/server/src/modules/dashboard-data/pair-scope.queries.ts';
import { materializeViewProperties } from '../../apps/server/src/modules/views/view-scope.queries.ts';
import type { BenchDatabase } from './bench-database.ts';

/** The view shapes docs/performance.md reports on. */
export type ViewShape = 'all' | 'brand' | 'chain' | 'list' | 'management';

/** Ids to filter one view by: each the most common among the view's own properties. */
export interface ViewFilters {
  property: number;
  brand: number;
  country: number;
  region: number;
  subRegion: number;
  city: number;
  language: number;
  managementCompany: number;
}

export interface BenchView {
  shape: ViewShape;
  name: string;
  view: ViewContext;
  filters: ViewFilters;
  /** Properties of the view spread over it, for property pages. */
  sampleProperties: number[];
  /** The view's target p95 for calls without a state-only filter (issue 16, point 4). */
  targetMs: 100 | 300;
}

/** Properties in the LIST view: "a few hundred", as a content team's own list. */
const LIST_SIZE = 300;

/**
 * The bench's views, one per shape, created in the bench database when missing (their names are
 * unique per client): all properties, the largest brand, the largest chain, a list of 300
 * properties spread over the portfolio, and the largest management company.
 */
export async function benchViews(bench: BenchDatabase): Promise<BenchView[]> {
  const db = bench.database.pool;
  const largest = async (column: string, join = '') =>
    (
      await db.query<{ id: number }>(
        `SELECT ${column} AS id FROM properties p ${join}
         WHERE p.client_id = $1 AND ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
        [bench.clientId],
      )
    ).rows[0]!.id;
  const { rows: listed } = await db.query<{ id: number }>(
    'SELECT id FROM properties WHERE client_id = $1 ORDER BY md5(id::text) LIMIT $2',
    [bench.clientId, LIST_SIZE],
  );
  const shapes: Array<[ViewShape, string, ViewScope]> = [
    ['all', 'All properties', { kind: 'ALL' }],
    ['brand', 'Bench: largest brand', { kind: 'FILTER', brandIds: [await largest('p.brand_id')] }],
    [
      'chain',
      'Bench: largest chain',
      {
        kind: 'FILTER',
        chainIds: [await largest('b.chain_id', 'JOIN brands b ON b.id = p.brand_id')],
      },
    ],
    [
      'list',
      `Bench: list of ${LIST_SIZE} properties`,
      { kind: 'LIST', propertyIds: listed.map((row) => row.id).sort((a, b) => a - b) },
    ],
    [
      'management',
      'Bench: largest management company',
      { kind: 'FILTER', managementCompanyIds: [await largest('p.management_company_id')] },
    ],
  ];
  const views: BenchView[] = [];
  for (const [shape, name, scope] of shapes) {
    const id = await withTransaction(db, async (tx) => {
      const created = await tx.query<{ id: number }>(
        `INSERT INTO views (client_id, name, scope) VALUES ($1, $2, $3)
         ON CONFLICT (client_id, name) DO NOTHING RETURNING id`,
        [bench.clientId, name, JSON.stringify(scope)],
      );
      if (created.rows[0]) {
        await materializeViewProperties(tx, created.rows[0].id);
        return created.rows[0].id;
      }
      const existing = await tx.query<{ id: number }>(
        'SELECT id FROM views WHERE client_id = $1 AND name = $2',
        [bench.clientId, name],
      );
      return existing.rows[0]!.id;
    });
    const view: ViewContext = { id, clientId: bench.clientId, scope, allChannels: true };
    views.push({
      shape,
      name,
      view,
      ...(await filtersOf(bench, view)),
      targetMs: shape === 'list' || shape === 'management' ? 300 : 100,
    });
  }
  return views;
}

async function filtersOf(
  bench: BenchDatabase,
  view: ViewContext,
): Promise<Pick<BenchView, 'filters' | 'sampleProperties'>> {
  const db = bench.database.pool;
  const [inView, param] =
    view.scope.kind === 'ALL'
      ? ['p.client_id = $1', view.clientId]
      : ['p.id IN (SELECT property_id FROM view_properties WHERE view_id = $1)', view.id];
  const most = async (column: string, join = '') =>
    (
      await db.query<{ id: number }>(
        `SELECT ${column} AS id FROM properties p
         JOIN cities c ON c.id = p.city_id JOIN sub_regions sr ON sr.id = c.sub_region_id
         JOIN regions r ON r.id = sr.region_id ${join}
         WHERE ${inView} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
        [param],
      )
    ).rows[0]!.id;
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM properties p WHERE ${inView} ORDER BY md5(p.id::text) LIMIT 20`,
    [param],
  );
  return {
    filters: {
      property: rows[0]!.id,
      brand: await most('p.brand_id'),
      country: await most('r.country_id'),
      region: await most('sr.region_id'),
      subRegion: await most('c.sub_region_id'),
      city: await most('p.city_id'),
      language: await most('pl.language_id', 'JOIN property_languages pl ON pl.property_id = p.id'),
      managementCompany: await most('p.management_company_id'),
    },
    sampleProperties: rows.map((row) => row.id),
  };
}
