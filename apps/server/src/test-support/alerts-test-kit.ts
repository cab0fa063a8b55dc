import path from 'node:path';
import type { SnapshotRecord } from '@lens/contracts';
import type { Database } from '../db/connection.ts';
import { withTransaction } from '../db/transaction.ts';
import { createClient } from './test-database.ts';
import { AuditLander } from '../modules/audits/landing.service.ts';
import { storeAndLand } from '../modules/audits/snapshot-landing.service.ts';
import { createSession } from '../modules/auth/session.queries.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import { importFile } from '../modules/imports/import.service.ts';
import { materializeViewProperties } from '../modules/views/view-scope.queries.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

const examples = path.resolve(import.meta.dirname, '../../../../docs/examples');

/** The example hotel's phone as its reference has it: a snapshot showing it is ACCURATE. */
export const REFERENCE_PHONE = '+1 212-555-0100';

export interface AlertsClient {
  clientId: number;
  viewId: number;
  propertyId: number;
  users: Record<
    'follower' | 'bystander',
    { id: number; email: string; headers: Record<string, string> }
  >;
}

/**
 * A client of its own (the example reference file, one view of everything) with two USERs granted
 * the view: `follower` follows it, `bystander` does not. Alerts raised for it touch no demo data.
 */
export async function alertsClient(database: Database): Promise<AlertsClient> {
  const clientId = await createClient(database, 'Alerts test client');
  await importFile(database.pool, {
    clientId,
    kind: 'REFERENCE',
    filePath: path.join(examples, 'reference.csv'),
  });
  const { pool } = database;
  const view = await pool.query<Pick<Row<typeof schema.views>, 'id'>>(
    `INSERT INTO views (client_id, name, scope) VALUES ($1, 'Everything', '{"kind":"ALL"}') RETURNING id`,
    [clientId],
  );
  const viewId = view.rows[0]!.id;
  await withTransaction(pool, (tx) => materializeViewProperties(tx, viewId));
  const property = await pool.query<Pick<Row<typeof schema.properties>, 'id'>>(
    `SELECT id FROM properties WHERE client_id = $1 AND code = 'NYCMT'`,
    [clientId],
  );
  const user = async (role: string) => {
    const email = `${role}-${clientId}@alerts.test`;
    const { rows } = await pool.query<Pick<Row<typeof schema.users>, 'id'>>(
      `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, 'USER') RETURNING id`,
      [clientId, email, `Alert ${role}`],
    );
    const id = rows[0]!.id;
    await pool.query('INSERT INTO user_views (user_id, view_id) VALUES ($1, $2)', [id, viewId]);
    const { token, csrfToken } = await createSession(pool, id);
    const headers = {
      cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`,
      [CSRF_HEADER]: csrfToken,
    };
    return { id, email, headers };
  };
  const users = { follower: await user('follower'), bystander: await user('bystander') };
  await pool.query('INSERT INTO alert_follows (user_id, view_id) VALUES ($1, $2)', [
    users.follower.id,
    viewId,
  ]);
  return { clientId, viewId, propertyId: property.rows[0]!.id, users };
}

/** Google's listing of the example hotel at `capturedAt`, showing `phone`. */
export function googleSnapshot(capturedAt: string, phone: string): SnapshotRecord {
  return {
    propertyCode: 'NYCMT',
    siteId: 104,
    capturedAt,
    projectType: 'AUTOMATED',
    name: 'Meridian Times Square',
    address: '1535 Broadway Suite 101, New York, NY 10036',
    phone,
  } as SnapshotRecord;
}

/** Lands snapshots as an import does: stored, audited, then flushed (where alerts are raised). */
export async function landSnapshots(
  database: Database,
  target: AlertsClient,
  records: readonly SnapshotRecord[],
): Promise<number> {
  return withTransaction(database.pool, async (tx) => {
    const lander = await AuditLander.open(tx, target.clientId);
    const { audited } = await storeAndLand(
      tx,
      lander,
      records.map((record) => ({ propertyId: target.propertyId, record })),
    );
    await lander.flush();
    return audited;
  });
}
