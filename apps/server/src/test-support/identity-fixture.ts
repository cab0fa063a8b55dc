import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/connection.ts';
import { sessionFor } from './sessions.ts';
import { createTestApp } from './test-app.ts';
import { createClient, testDatabase } from './test-database.ts';
import { importFile } from '../modules/imports/import.service.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

export const examples = path.resolve(import.meta.dirname, '../../../../docs/examples');
export const GOOGLE = 104;
export const RIGHT_URL = 'https://maps.example/place/meridian-paris-opera';
export const WRONG_URL = 'https://maps.example/place/hotel-garnier-opera';

/** Captures of the Paris hotel on Google: right on the 2nd, another hotel's listing on the 20th and 25th. */
export const captures = [
  {
    capturedAt: '2026-07-02T09:00:00Z',
    listingUrl: RIGHT_URL,
    name: 'Meridian Paris Opéra',
    phone: '+33 1 40 00 00 10',
  },
  {
    capturedAt: '2026-07-20T09:00:00Z',
    listingUrl: WRONG_URL,
    name: 'Hôtel Garnier Opéra',
    phone: '+33 1 47 00 00 99',
  },
  {
    capturedAt: '2026-07-25T09:00:00Z',
    listingUrl: WRONG_URL,
    name: 'Hôtel Garnier Opéra',
    phone: '+33 1 47 00 00 99',
  },
].map((capture) => ({
  propertyCode: 'PARMO',
  siteId: GOOGLE,
  address: "12 rue de la Chaussée d'Antin, 75009 Paris",
  coordinates: { lat: 48.8726, lng: 2.3327 },
  ...capture,
}));

/**
 * A client of its own with an ADMIN, one view of everything, the example reference data, the
 * first two Google captures of the Paris hotel and the example seen listings; the demo client's
 * manager is the outsider.
 */
export async function openIdentityFixture() {
  const app = await createTestApp();
  const database: Database = testDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lens-identity-'));
  const clientId = await createClient(database, 'Listing identity client');
  const email = `identity-${clientId}@test.local`;
  await database.pool.query(
    `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, 'Ida Identity', 'ADMIN')`,
    [clientId, email],
  );
  await database.pool.query(`INSERT INTO views (client_id, name) VALUES ($1, 'All of it')`, [
    clientId,
  ]);
  const admin = await sessionFor(database, email);
  const outsider = await sessionFor(database, 'manager@demo.local');
  await importFile(database.pool, {
    clientId,
    kind: 'REFERENCE',
    filePath: path.join(examples, 'reference.json'),
  });
  const { rows } = await database.pool.query<Pick<Row<typeof schema.properties>, 'id'>>(
    `SELECT id FROM properties WHERE client_id = $1 AND code = 'PARMO'`,
    [clientId],
  );
  const propertyId = rows[0]!.id;

  const importCaptures = async (records: readonly object[], name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, records.map((r) => JSON.stringify(r)).join('\n'));
    await importFile(database.pool, { clientId, kind: 'SNAPSHOTS', filePath: file });
  };
  const auditOf = async (capturedAt: string) => {
    const found = await database.pool.query<Pick<Row<typeof schema.audits>, 'id'>>(
      `SELECT a.id FROM audits a JOIN channel_snapshots s ON s.property_id = a.property_id AND s.id = a.snapshot_id
       WHERE a.property_id = $1 AND s.captured_at = $2`,
      [propertyId, capturedAt],
    );
    return Number(found.rows[0]!.id);
  };
  /** The July state of the Google pair and what the pair rollup sums for July. */
  const julyScore = async () => {
    const state = await database.pool.query<{ audit_id: string; accuracy: number }>(
      `SELECT audit_id, accuracy FROM pair_states WHERE property_id = $1 AND channel_id = $2 AND month = '2026-07-01'`,
      [propertyId, GOOGLE],
    );
    const rollup = await database.pool.query<{ pairs: number; accuracy: number }>(
      `SELECT sum(pairs)::int AS pairs, sum(accuracy_sum)::float AS accuracy FROM pair_rollups
       WHERE client_id = $1 AND channel_id = $2 AND month = '2026-07-01'`,
      [clientId, GOOGLE],
    );
    return {
      auditId: Number(state.rows[0]!.audit_id),
      accuracy: state.rows[0]!.accuracy,
      rolledPairs: rollup.rows[0]!.pairs,
      rolledAccuracy: rollup.rows[0]!.accuracy,
    };
  };

  await importCaptures(captures.slice(0, 2), 'first.ndjson');
  await importFile(database.pool, {
    clientId,
    kind: 'SEEN_LISTINGS',
    filePath: path.join(examples, 'seen-listings.csv'),
  });
  const close = async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  };
  return {
    app,
    database,
    dir,
    clientId,
    propertyId,
    admin,
    outsider,
    importCaptures,
    auditOf,
    julyScore,
    close,
  };
}

export type IdentityFixture = Awaited<ReturnType<typeof openIdentityFixture>>;
