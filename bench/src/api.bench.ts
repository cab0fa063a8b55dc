import { addDays } from '@lens/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createSession } from '../../apps/server/src/modules/auth/session.queries.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../../apps/server/src/modules/auth/session-plugin.ts';
import type { BenchDatabase } from './bench-database.ts';
import { percentile, report } from './measure.ts';

const RUNS = 20;

/** A call of the dashboard: name, URL, method and JSON body. */
export type DashboardCall = [name: string, url: string, method?: string, payload?: unknown];

/** Headers of a fresh session of the bench's ADMIN user. */
export async function benchSession(bench: BenchDatabase): Promise<Record<string, string>> {
  const db = bench.database.pool;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, 'bench@bench.local', 'Bench', 'ADMIN')
     ON CONFLICT (lower(email)) DO UPDATE SET client_id = excluded.client_id RETURNING id`,
    [bench.clientId],
  );
  const { token, csrfToken } = await createSession(db, rows[0]!.id);
  return { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: csrfToken };
}

/** Every dashboard call of SPEC.md section 7, on the bench portfolio's first property. */
export async function dashboardCalls(bench: BenchDatabase): Promise<DashboardCall[]> {
  const [first] = await benchProperties(bench, 1);
  return [...(await overviewCalls(bench)), ...propertyCalls(bench, first!)];
}

/**
 * A content manager's session: the overview once (its portfolio-wide calls, the 10,000-property
 * lists among them), then `properties` property pages, each with one channel's audit.
 */
export async function sessionCalls(
  bench: BenchDatabase,
  properties: number,
): Promise<DashboardCall[]> {
  return [
    ...(await overviewCalls(bench)),
    ...(await benchProperties(bench, properties)).flatMap((property) =>
      propertyCalls(bench, property),
    ),
  ];
}

const rangeOf = (bench: BenchDatabase) =>
  `view=${bench.viewId}&startDate=${addDays(bench.endDate, -30)}&endDate=${bench.endDate}`;

/** Properties spread over the portfolio, each with its latest audit on Google (site 104). */
async function benchProperties(
  bench: BenchDatabase,
  count: number,
): Promise<Array<{ id: number; audit: number }>> {
  const { rows } = await bench.database.pool.query<{ id: number; audit: number }>(
    `SELECT p.id, (SELECT a.id FROM audits a WHERE a.property_id = p.id AND a.site_id = 104
                   ORDER BY a.audit_date DESC LIMIT 1) AS audit
     FROM properties p WHERE p.client_id = $1 AND p.id % 997 = 0 OR p.id = (SELECT min(id) FROM properties WHERE client_id = $1)
     ORDER BY p.id LIMIT $2`,
    [bench.clientId, count],
  );
  return rows;
}

async function overviewCalls(bench: BenchDatabase): Promise<DashboardCall[]> {
  const range = rangeOf(bench);
  const { rows } = await bench.database.pool.query<{ id: number }>(
    `SELECT r.country_id AS id FROM properties p JOIN cities c ON c.id = p.city_id JOIN sub_regions s ON s.id = c.sub_region_id
     JOIN regions r ON r.id = s.region_id WHERE p.client_id = $1 GROUP BY 1 ORDER BY count(*) LIMIT 1`,
    [bench.clientId],
  );
  const country = rows[0]!.id;
  return [
    ['filter: site', `/dashboard/filter/site?${range}`],
    ['filter: property (10,000 options)', `/dashboard/filter/property?${range}&needAllValues=true`],
    ['filter: city', `/dashboard/filter/city?${range}`],
    ['filter: characteristic', `/dashboard/filter/characteristic?${range}`],
    ['filter: site_group tree', `/dashboard/filter/site_group?${range}`],
    ['view filter', `/dashboard/data/filter/view?${range}`],
    ['data: site', `/dashboard/data/filter/site?${range}`],
    ['data: site_group', `/dashboard/data/filter/site_group?${range}`],
    ['data: brand', `/dashboard/data/filter/brand?${range}`],
    ['data: property (all)', `/dashboard/data/filter/property?${range}`],
    ['data: characteristic', `/dashboard/data/filter/characteristic?${range}`],
    ['essentials sites', `/dashboard/data/filter/essentials_sites?${range}`],
    ['best property', `/dashboard/data/filter/best_property?viewId=${bench.viewId}`],
    ['current date', '/dashboard/date/current-date'],
    ['accuracy for sites', `/dashboard/data/accuracy/forSites?${range}`],
    ['score interval + trend', `/dashboard/data/accuracy/accuracyScoreInterval?${range}`],
    ['map, one country', `/dashboard/data/map?${range}&country=${country}`],
    ['issues summary', `/dashboard/issues-summary?view=${bench.viewId}&site=104,107,120,81`],
    ['room configurations', '/dashboard/meeting-room-configuration/all'],
  ];
}

function propertyCalls(
  bench: BenchDatabase,
  { id: property, audit }: { id: number; audit: number },
): DashboardCall[] {
  const range = rangeOf(bench);
  return [
    ['data: site, one property', `/dashboard/data/filter/site?${range}&property=${property}`],
    [
      'data: characteristic, one property',
      `/dashboard/data/filter/characteristic?${range}&property=${property}`,
    ],
    [
      'score interval, one property',
      `/dashboard/data/accuracy/accuracyScoreInterval?${range}&property=${property}`,
    ],
    ['last audit id', `/dashboard/data/audit-id/last?${range}&property=${property}&site=104`],
    [
      'audit details',
      `/dashboard/data/audit/last?${range}&property=${property}&site=104&audit=${audit}`,
    ],
    ['audit notes', `/dashboard/properties/audits/results/notes?${range}&audit=${audit}`],
    ['map, one audit', `/dashboard/data/map?${range}&audit=${audit}`],
    [
      'content score',
      '/dashboard/content-score',
      'POST',
      {
        propertyId: property,
        webSiteId: 104,
        startDate: addDays(bench.endDate, -30),
        endDate: bench.endDate,
      },
    ],
  ];
}

/** Every dashboard call through the real HTTP stack (inject), at bench scale. */
export async function benchApi(bench: BenchDatabase): Promise<void> {
  const headers = await benchSession(bench);
  const calls = await dashboardCalls(bench);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database: bench.database,
  });
  console.log(`\nDashboard calls over HTTP (${RUNS} runs each; target p95 <= 100 ms)`);
  try {
    for (const [name, url, method = 'GET', payload] of calls) {
      const run = async () => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        if (response.statusCode >= 400)
          throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      await run();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      const p95 = percentile(samples, 95);
      report(
        `${name}: p50 / p95`,
        percentile(samples, 50),
        `ms / ${p95.toFixed(1)} ms`,
        p95 <= 100 ? undefined : 'MISSED',
      );
    }
  } finally {
    await app.close();
  }
}
