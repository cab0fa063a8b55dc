import { addDays } from '@lens/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createSession } from '../../apps/server/src/modules/auth/session.queries.ts';
import { CSRF_HEADER, SESSION_COOKIE } from '../../apps/server/src/modules/auth/session-plugin.ts';
import type { BenchDatabase } from './bench-database.ts';
import { percentile, report } from './measure.ts';

const RUNS = 20;

/** Every dashboard call of SPEC.md section 7 through the real HTTP stack (inject), at bench scale. */
export async function benchApi(bench: BenchDatabase): Promise<void> {
  const db = bench.database.pool;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, 'bench@bench.local', 'Bench', 'ADMIN')
     ON CONFLICT (lower(email)) DO UPDATE SET client_id = excluded.client_id RETURNING id`,
    [bench.clientId],
  );
  const { token, csrfToken } = await createSession(db, rows[0]!.id);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database: bench.database,
  });
  const headers = { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: csrfToken };
  const end = bench.endDate;
  const range = `view=${bench.viewId}&startDate=${addDays(end, -30)}&endDate=${end}`;
  const pick = async (sql: string) =>
    (await db.query<{ id: number }>(sql, [bench.clientId])).rows[0]!.id;
  const property = await pick('SELECT id FROM properties WHERE client_id = $1 ORDER BY id LIMIT 1');
  const country = await pick(
    `SELECT r.country_id AS id FROM properties p JOIN cities c ON c.id = p.city_id JOIN sub_regions s ON s.id = c.sub_region_id
     JOIN regions r ON r.id = s.region_id WHERE p.client_id = $1 GROUP BY 1 ORDER BY count(*) LIMIT 1`,
  );
  const audit = (
    await db.query<{ id: number }>(
      `SELECT id FROM audits WHERE property_id = $1 AND site_id = 104 ORDER BY audit_date DESC LIMIT 1`,
      [property],
    )
  ).rows[0]!.id;
  const calls: Array<[string, string, string?, unknown?]> = [
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
    ['data: site, one property', `/dashboard/data/filter/site?${range}&property=${property}`],
    ['essentials sites', `/dashboard/data/filter/essentials_sites?${range}`],
    ['best property', `/dashboard/data/filter/best_property?viewId=${bench.viewId}`],
    ['current date', '/dashboard/date/current-date'],
    ['accuracy for sites', `/dashboard/data/accuracy/forSites?${range}`],
    ['score interval + trend', `/dashboard/data/accuracy/accuracyScoreInterval?${range}`],
    ['map, one country', `/dashboard/data/map?${range}&country=${country}`],
    ['issues summary', `/dashboard/issues-summary?view=${bench.viewId}&site=104,107,120,81`],
    ['last audit id', `/dashboard/data/audit-id/last?${range}&property=${property}&site=104`],
    [
      'audit details',
      `/dashboard/data/audit/last?${range}&property=${property}&site=104&audit=${audit}`,
    ],
    ['audit notes', `/dashboard/properties/audits/results/notes?${range}&audit=${audit}`],
    ['map, one audit', `/dashboard/data/map?${range}&audit=${audit}`],
    ['room configurations', '/dashboard/meeting-room-configuration/all'],
    [
      'content score',
      '/dashboard/content-score',
      'POST',
      { propertyId: property, webSiteId: 104, startDate: addDays(end, -30), endDate: end },
    ],
  ];
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
