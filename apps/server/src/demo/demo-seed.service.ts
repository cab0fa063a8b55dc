import type pg from 'pg';
import { withTransaction, type Tx } from '../db/transaction.ts';
import { generatePortfolio, type DemoPortfolio } from './index.ts';
import { DEMO_USERS } from './tenancy.ts';
import { seedDemoFollows, settleDemoAlerts } from '../modules/alerts/demo-alerts.queries.ts';
import { AuditLander } from '../modules/audits/landing.service.ts';
import { storeAndLand, type SnapshotEntry } from '../modules/audits/snapshot-landing.service.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { propertyIds } from '../modules/reference/reference.queries.ts';
import { writeReferenceRecords } from '../modules/reference/reference-import.service.ts';
import { materializeViewProperties } from '../modules/views/view-scope.queries.ts';
import { seedDemoChangeRequests } from '../modules/change-requests/change-request-tracking.service.ts';
import { seedDemoDuplicates } from '../modules/listing-identity/demo-identity.service.ts';
import { seedDemoNotes } from './demo-notes.queries.ts';
import {
  activeEmails,
  brandIds,
  clientPropertyCodes,
  grantViews,
  insertChannelGroup,
  insertClient,
  insertUser,
  insertView,
  insertViewChannels,
} from './demo-seed.queries.ts';

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
  const emails = await activeEmails(
    pool,
    demo.map((user) => user.email.toLowerCase()),
  );
  const present = new Set(emails.map((email) => email.toLowerCase()));
  return demo
    .filter((user) => present.has(user.email.toLowerCase()))
    .map((user) => ({
      email: user.email,
      password: user.password,
      sees: user.role === 'ADMIN' ? 'everything (ADMIN)' : user.viewNames.join(', '),
    }));
}

export { isDatabaseEmpty } from './demo-seed.queries.ts';

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
      clientIds.set(client.key, await insertClient(tx, client.name));
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
  return propertyIds(tx, clientId, await clientPropertyCodes(tx, clientId));
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
    const viewId = await insertView(tx, clientId, {
      name: view.name,
      specificViewType: view.specificViewType,
      supportsEssentials: view.supportsEssentials,
      contentMonitorSummary: view.contentMonitorSummary,
      contentMonitorDetail: view.contentMonitorDetail,
      scope: JSON.stringify(scope),
      allChannels: view.channelIds === null,
    });
    viewIds.set(view.name, viewId);
    if (view.channelIds) {
      await insertViewChannels(tx, viewId, view.channelIds);
    }
    await materializeViewProperties(tx, viewId);
  }
  for (const group of portfolio.channelGroups.filter((g) => g.clientKey === key)) {
    await insertChannelGroup(tx, clientId, group.name, group.channelIds);
  }
  for (const user of portfolio.users.filter((u) => u.clientKey === key)) {
    const userId = await insertUser(tx, clientId, {
      email: user.email,
      name: user.name,
      role: user.role,
      passwordHash: await hashPassword(user.password),
    });
    const granted = user.viewNames
      .map((name) => viewIds.get(name))
      .filter((id) => id !== undefined);
    if (granted.length) {
      await grantViews(tx, userId, granted);
    }
  }
}
