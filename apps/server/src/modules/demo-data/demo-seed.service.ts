import type pg from 'pg';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { generatePortfolio, type DemoPortfolio } from '../../demo/index.ts';
import { DEMO_USERS } from '../../demo/tenancy.ts';
import { seedDemoFollows, settleDemoAlerts } from '../alerts/demo-alerts.queries.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { storeAndLand, type SnapshotEntry } from '../audits/snapshot-landing.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { propertyIds } from '../reference/reference.queries.ts';
import { writeReferenceRecords } from '../reference/reference-import.service.ts';
import { materializeViewProperties } from '../views/view-scope.queries.ts';
import { seedDemoChangeRequests } from '../change-requests/change-request-tracking.service.ts';
import { seedDemoDuplicates } from '../listing-identity/demo-identity.service.ts';
import { seedDemoNotes } from './demo-notes.queries.ts';

export const DEMO_SEED = 20_260_101;
const CHUNK = 2_000;

export interface SeedSummary {
  clients: number;
  properties: number;
  audits: number;
  seconds: number;
}

/** The demo users still present with their demo role, to print at start. */
export async function demoLogins(
  pool: pg.Pool,
): Promise<Array<{ email: string; password: string; sees: string }>> {
  const demo = DEMO_USERS;
  const { rows } = await pool.query<{ email: string }>(
    'SELECT email FROM users WHERE active AND lower(email) = ANY($1::text[])',
    [demo.map((user) => user.email.toLowerCase())],
  );
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return demo
    .filter((user) => present.has(user.email.toLowerCase()))
    .map((user) => ({
      email: user.email,
      password: user.password,
      sees: user.role === 'ADMIN' ? 'everything (ADMIN)' : user.viewNames.join(', '),
    }));
}

export async function isDatabaseEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*) AS n FROM clients');
  return rows[0]!.n === 0;
}

/**
 * Seeds the demo portfolio through the same pipeline as imports: reference records, then each
 * monthly cycle of snapshots audited as it lands. One transaction, so an interrupted first start
 * leaves an empty database that the next start seeds again.
 */
export async function seedDemo(
  pool: pg.Pool,
  options: { today: string; onProgress?: (message: string) => void },
): Promise<SeedSummary> {
  const started = Date.now();
  const portfolio = generatePortfolio({
    seed: DEMO_SEED,
    endDate: options.today,
    months: 13,
    scale: 'demo',
  });
  return withTransaction(pool, async (tx) => {
    const clientIds = new Map<string, number>();
    for (const client of portfolio.clients) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO clients (name) VALUES ($1) RETURNING id',
        [client.name],
      );
      clientIds.set(client.key, rows[0]!.id);
    }
    let properties = 0;
    let audits = 0;
    for (const [key, clientId] of clientIds) {
      const written = await writeReferenceRecords(tx, clientId, [
        ...portfolio.referenceRecords(key),
      ]);
      properties += written.properties;
      await seedTenancy(tx, portfolio, key, clientId);
      await seedDemoFollows(tx, clientId);
      const lander = await AuditLander.open(tx, clientId);
      const codes = await propertyCodes(tx, clientId);
      for (const month of portfolio.months) {
        options.onProgress?.(`Auditing ${key} ${month} ...`);
        let chunk: SnapshotEntry[] = [];
        for (const record of portfolio.snapshotRecords(key, month)) {
          chunk.push({ propertyId: codes.get(record.propertyCode)!, record });
          if (chunk.length >= CHUNK) {
            audits += (await storeAndLand(tx, lander, chunk)).audited;
            chunk = [];
          }
        }
        audits += (await storeAndLand(tx, lander, chunk)).audited;
        await lander.flush();
      }
      await seedDemoNotes(tx, clientId);
      await settleDemoAlerts(tx, clientId);
      await seedDemoChangeRequests(tx, clientId);
      await seedDemoDuplicates(tx, clientId);
    }
    return { clients: clientIds.size, properties, audits, seconds: (Date.now() - started) / 1000 };
  });
}

async function propertyCodes(tx: Tx, clientId: number): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ code: string }>(
    'SELECT code FROM properties WHERE client_id = $1',
    [clientId],
  );
  return propertyIds(
    tx,
    clientId,
    rows.map((row) => row.code),
  );
}

async function seedTenancy(
  tx: Tx,
  portfolio: DemoPortfolio,
  key: string,
  clientId: number,
): Promise<void> {
  const viewIds = new Map<string, number>();
  for (const view of portfolio.views.filter((v) => v.clientKey === key)) {
    const scope =
      view.scope.kind === 'ALL'
        ? view.scope
        : {
            kind: 'FILTER' as const,
            propertyTypes: view.scope.propertyTypes,
            brandIds: view.scope.brandCodes
              ? await brandIds(tx, clientId, view.scope.brandCodes)
              : undefined,
          };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO views (client_id, name, specific_view_type, supports_essentials, content_monitor_summary,
         content_monitor_detail, scope, all_sites)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        clientId,
        view.name,
        view.specificViewType,
        view.supportsEssentials,
        view.contentMonitorSummary,
        view.contentMonitorDetail,
        JSON.stringify(scope),
        view.siteIds === null,
      ],
    );
    const viewId = rows[0]!.id;
    viewIds.set(view.name, viewId);
    if (view.siteIds) {
      await tx.query('INSERT INTO view_sites (view_id, site_id) SELECT $1, unnest($2::int[])', [
        viewId,
        view.siteIds,
      ]);
    }
    await materializeViewProperties(tx, viewId);
  }
  for (const group of portfolio.channelGroups.filter((g) => g.clientKey === key)) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO channel_groups (client_id, name) VALUES ($1, $2) RETURNING id',
      [clientId, group.name],
    );
    await tx.query(
      'INSERT INTO channel_group_sites (group_id, site_id) SELECT $1, unnest($2::int[])',
      [rows[0]!.id, group.siteIds],
    );
  }
  for (const user of portfolio.users.filter((u) => u.clientKey === key)) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (client_id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [clientId, user.email, user.name, user.role, await hashPassword(user.password)],
    );
    const granted = user.viewNames
      .map((name) => viewIds.get(name))
      .filter((id) => id !== undefined);
    if (granted.length) {
      await tx.query('INSERT INTO user_views (user_id, view_id) SELECT $1, unnest($2::int[])', [
        rows[0]!.id,
        granted,
      ]);
    }
  }
}

async function brandIds(tx: Tx, clientId: number, codes: string[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM brands WHERE client_id = $1 AND code = ANY($2)',
    [clientId, codes],
  );
  return rows.map((row) => row.id);
}
