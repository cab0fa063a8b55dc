import { addDays } from '@lens/domain';
// The server's Fastify augmentations, which the session code below is typed against.
import type {} from '../../apps/server/src/app.ts';
import { sessionFor } from '../../apps/server/src/test-support/sessions.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { BenchView } from './bench-views.ts';
import type { DashboardCall } from './http-client.ts';

/** What a dashboard page shows: a view, a date range and further filters (`&region=3`). */
export interface Selection {
  view: BenchView;
  startDate: string;
  endDate: string;
  filter?: string;
}

/** A property page: the property and its latest audit on Google (site 104). */
export interface PropertyPage {
  id: number;
  audit: number;
}

export function lastDays(bench: BenchDatabase, view: BenchView, days: number): Selection {
  return { view, startDate: addDays(bench.endDate, -days), endDate: bench.endDate };
}

const queryOf = (selection: Selection) =>
  `view=${selection.view.view.id}&startDate=${selection.startDate}&endDate=${selection.endDate}${selection.filter ?? ''}`;

/**
 * Headers of a fresh session of a bench user, `name` naming the user: an ADMIN (who may open every
 * view), or with `viewIds` a USER granted those views alone. Users who may open the same views
 * share the server's cached answers, so clients meant to stand for managers of different views
 * sign in as USERs of those views.
 */
export async function benchSession(
  bench: BenchDatabase,
  name = 'bench',
  viewIds?: readonly number[],
): Promise<Record<string, string>> {
  const email = `${name}@bench.local`;
  const { rows } = await bench.database.pool.query<{ id: number }>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO UPDATE SET client_id = excluded.client_id, role = excluded.role
     RETURNING id`,
    [bench.clientId, email, name, viewIds ? 'USER' : 'ADMIN'],
  );
  await bench.database.pool.query('DELETE FROM user_views WHERE user_id = $1', [rows[0]!.id]);
  if (viewIds)
    await bench.database.pool.query(
      'INSERT INTO user_views (user_id, view_id) SELECT $1, unnest($2::int[])',
      [rows[0]!.id, viewIds],
    );
  return (await sessionFor(bench.database, email)).headers;
}

/** The given properties with their latest audit on Google. */
export async function propertyPages(
  bench: BenchDatabase,
  propertyIds: number[],
): Promise<PropertyPage[]> {
  const { rows } = await bench.database.pool.query<PropertyPage>(
    `SELECT p.id, (SELECT a.id FROM audits a WHERE a.property_id = p.id AND a.channel_id = 104
                   ORDER BY a.audit_date DESC, a.id DESC LIMIT 1) AS audit
     FROM unnest($1::int[]) AS p (id)`,
    [propertyIds],
  );
  return rows.filter((row) => row.audit !== null);
}

/** The overview's calls for a selection: filter options, the widgets' figures and lists. */
export function overviewCalls(selection: Selection): DashboardCall[] {
  const query = queryOf(selection);
  const viewId = selection.view.view.id;
  return [
    ['filter: site', `/dashboard/filter/site?${query}`],
    ['filter: property (every option)', `/dashboard/filter/property?${query}&needAllValues=true`],
    ['filter: city', `/dashboard/filter/city?${query}`],
    ['filter: characteristic', `/dashboard/filter/characteristic?${query}`],
    ['filter: site_group tree', `/dashboard/filter/site_group?${query}`],
    ['view filter', `/dashboard/data/filter/view?${query}`],
    ['data: site', `/dashboard/data/filter/site?${query}`],
    ['data: site_group', `/dashboard/data/filter/site_group?${query}`],
    ['data: brand', `/dashboard/data/filter/brand?${query}`],
    ['data: property (all)', `/dashboard/data/filter/property?${query}`],
    ['data: characteristic', `/dashboard/data/filter/characteristic?${query}`],
    ['essentials sites', `/dashboard/data/filter/essentials_sites?${query}`],
    ['best property', `/dashboard/data/filter/best_property?viewId=${viewId}`],
    ['current date', '/dashboard/date/current-date'],
    ['characteristic x channel', `/dashboard/data/accuracy/forSites?${query}`],
    ['score interval + trend', `/dashboard/data/accuracy/accuracyScoreInterval?${query}`],
    ['map, one country', `/dashboard/data/map?${query}&country=${selection.view.filters.country}`],
    ['issues summary', `/dashboard/issues-summary?view=${viewId}&site=104,107,120,81`],
    ['room configurations', '/dashboard/meeting-room-configuration/all'],
    ['opportunities, first page', `/dashboard/data/opportunities?${query}`],
    [
      'opportunities, page 5 by name',
      `/dashboard/data/opportunities?${query}&sort=property&page=5`,
    ],
    [
      'opportunities, by accuracy desc',
      `/dashboard/data/opportunities?${query}&sort=accuracy&order=desc`,
    ],
  ];
}

/** A property page's calls: the property's figures by channel and characteristic, one audit. */
export function propertyCalls(selection: Selection, page: PropertyPage): DashboardCall[] {
  const query = `${queryOf(selection)}&property=${page.id}`;
  return [
    ['data: site, one property', `/dashboard/data/filter/site?${query}`],
    ['data: characteristic, one property', `/dashboard/data/filter/characteristic?${query}`],
    ['score interval, one property', `/dashboard/data/accuracy/accuracyScoreInterval?${query}`],
    ['last audit id', `/dashboard/data/audit-id/last?${query}&site=104`],
    ['audit details', `/dashboard/data/audit/last?${query}&site=104&audit=${page.audit}`],
    [
      'audit notes',
      `/dashboard/properties/audits/results/notes?${queryOf(selection)}&audit=${page.audit}`,
    ],
    ['map, one audit', `/dashboard/data/map?${queryOf(selection)}&audit=${page.audit}`],
    [
      'content score',
      '/dashboard/content-score',
      'POST',
      {
        propertyId: page.id,
        webSiteId: 104,
        startDate: selection.startDate,
        endDate: selection.endDate,
      },
    ],
  ];
}

/**
 * The filters a manager varies within a view: none, one region, sub-region, city or language (all
 * at characteristic level on the overview), hotels only, and one brand.
 */
export function filterChoices(view: BenchView): string[] {
  const f = view.filters;
  return [
    '',
    `&region=${f.region}`,
    `&sub_region=${f.subRegion}`,
    `&city=${f.city}`,
    `&language=${f.language}`,
    '&property_type=HOTEL',
    `&brand=${f.brand}`,
  ];
}
