import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';
import { importFile, ImportRejected } from './import.service.ts';

const examples = path.resolve(import.meta.dirname, '../../../../../docs/examples');

describe('imports', () => {
  let database: Database;
  let clientId: number;
  let dir: string;

  const count = async (table: string) =>
    Number(
      (
        await database.pool.query(
          `SELECT count(*) AS n FROM ${table} t WHERE t.property_id IN (SELECT id FROM properties WHERE client_id = $1)`,
          [clientId],
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    database = testDatabase();
    clientId = await createClient(database, 'Import test client');
    dir = await mkdtemp(path.join(os.tmpdir(), 'lens-import-'));
  });

  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports reference data from CSV: properties, hierarchy, geography and versioned values', async () => {
    const result = await importFile(database.pool, {
      clientId,
      kind: 'REFERENCE',
      filePath: path.join(examples, 'reference.csv'),
    });
    expect(result).toMatchObject({ rows: 3, unchanged: false, created: { properties: 3 } });
    const { rows } = await database.pool.query(
      `SELECT p.code, p.type, parent.code AS parent, b.code AS brand, ci.name AS city
       FROM properties p LEFT JOIN properties parent ON parent.id = p.parent_property_id
       LEFT JOIN brands b ON b.id = p.brand_id JOIN cities ci ON ci.id = p.city_id
       WHERE p.client_id = $1 ORDER BY p.code`,
      [clientId],
    );
    expect(rows).toEqual([
      { code: 'NYCMT', type: 'HOTEL', parent: null, brand: 'MRD', city: 'New York' },
      { code: 'NYCMT-R1', type: 'RESTAURANT', parent: 'NYCMT', brand: null, city: 'New York' },
      { code: 'NYCMT-S1', type: 'SPA', parent: 'NYCMT', brand: null, city: 'New York' },
    ]);
    const hours = await database.pool.query(
      `SELECT value FROM reference_values r JOIN properties p ON p.id = r.property_id
       WHERE p.client_id = $1 AND p.code = 'NYCMT-R1' AND r.characteristic = 'HOURS_OF_OPERATION'`,
      [clientId],
    );
    expect(hours.rows[0].value[5]).toEqual({
      day: 5,
      intervals: [{ open: '08:00', close: '23:30' }],
    });
  });

  it('lands channel snapshots as audits with results, pair states and rollups', async () => {
    const result = await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: path.join(examples, 'snapshots.csv'),
    });
    expect(result).toMatchObject({ rows: 5, unchanged: false, created: { audits: 5 } });
    const statuses = await database.pool.query<{
      channel: number;
      characteristic: string;
      status: string;
    }>(
      `SELECT a.channel_id AS channel, r.characteristic, r.status FROM audit_results r
       JOIN audits a ON a.property_id = r.property_id AND a.id = r.audit_id
       JOIN properties p ON p.id = a.property_id WHERE p.client_id = $1 AND p.code = 'NYCMT'`,
      [clientId],
    );
    const status = (channel: number, characteristic: string) =>
      statuses.rows.find((row) => row.channel === channel && row.characteristic === characteristic)
        ?.status;
    // Formatting variants on Google stay accurate.
    expect(status(104, 'PHONE')).toBe('ACCURATE');
    expect(status(104, 'ADDRESS')).toBe('ACCURATE');
    expect(status(104, 'WEBSITE')).toBe('ACCURATE');
    // Real errors on Booking.com do not.
    expect(status(107, 'PHONE')).toBe('INACCURATE');
    expect(status(107, 'GEO_COORDINATES')).toBe('INACCURATE');
    expect(status(107, 'STAR_RATING')).not.toBe('ACCURATE');

    const audits = await database.pool.query(
      `SELECT a.channel_id, a.knockout, a.accuracy FROM audits a JOIN properties p ON p.id = a.property_id
       WHERE p.client_id = $1 ORDER BY a.channel_id`,
      [clientId],
    );
    const booking = audits.rows.find((row) => row.channel_id === 107);
    const google = audits.rows.find((row) => row.channel_id === 104);
    expect(booking.knockout).toBe(true);
    expect(google.accuracy).toBeGreaterThan(booking.accuracy);
    const spa = audits.rows.find((row) => row.channel_id === 160);
    expect(spa.knockout).toBe(true);

    expect(await count('pair_states')).toBe(5);
    const rollup = await database.pool.query(
      `SELECT sum(pairs)::int AS pairs, sum(knockouts)::int AS knockouts FROM pair_rollups WHERE client_id = $1`,
      [clientId],
    );
    expect(rollup.rows[0]).toEqual({
      pairs: 5,
      knockouts: audits.rows.filter((row) => row.knockout).length,
    });
    const characteristicRows = await database.pool.query(
      `SELECT sum(results)::int AS n FROM characteristic_rollups WHERE client_id = $1`,
      [clientId],
    );
    expect(characteristicRows.rows[0].n).toBe(await count('audit_results'));
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await count('audits');
    const again = await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: path.join(examples, 'snapshots.csv'),
    });
    expect(again.unchanged).toBe(true);
    // The same rows under another file name are recognised row by row.
    const renamed = path.join(dir, 'snapshots-copy.csv');
    await copyFile(path.join(examples, 'snapshots.csv'), renamed);
    await writeFile(renamed, `${await readFile(renamed, 'utf8')}\n`);
    const copy = await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: renamed,
    });
    expect(copy.unchanged).toBe(true);
    expect(await count('audits')).toBe(before);
    const reference = await importFile(database.pool, {
      clientId,
      kind: 'REFERENCE',
      filePath: path.join(examples, 'reference.csv'),
    });
    expect(reference.unchanged).toBe(true);
  });

  it('rejects a file with a bad row, naming its line and column, and writes nothing', async () => {
    const before = { audits: await count('audits'), snapshots: await count('channel_snapshots') };
    const source = (await readFile(path.join(examples, 'snapshots.csv'), 'utf8'))
      .trimEnd()
      .split('\n');
    const good = source[1]!.replace('2026-03-02T09:15:00Z', '2026-04-02T09:15:00Z');
    const bad = source[2]!.replace('2026-03-03T10:00:00Z', '2026-04-31T25:00:00Z');
    const file = path.join(dir, 'bad.csv');
    await writeFile(file, [source[0], good, bad].join('\n'));
    const error = await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: file,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRejected);
    expect((error as ImportRejected).errors[0]).toMatchObject({ line: 3, field: 'captured_at' });
    expect({ audits: await count('audits'), snapshots: await count('channel_snapshots') }).toEqual(
      before,
    );
  });

  it('rejects reference hours it cannot read, naming the line and the column, and writes nothing', async () => {
    const before = await count('reference_values');
    const source = (await readFile(path.join(examples, 'reference.csv'), 'utf8'))
      .trimEnd()
      .split('\n');
    const dated = (line: string) => line.replace(',2026-01-01,', ',2026-02-01,');
    const rows = [
      source[0],
      dated(source[1]!),
      dated(source[2]!).replace(
        'Mon-Fri 07:00-23:00; Sat-Sun 08:00-23:30',
        'Mon-Fri 07:00-23:00; Sat-Sun by reservation',
      ),
    ];
    const file = path.join(dir, 'unreadable-hours.csv');
    await writeFile(file, rows.join('\n'));
    const error = (await importFile(database.pool, {
      clientId,
      kind: 'REFERENCE',
      filePath: file,
    }).catch((e: unknown) => e)) as ImportRejected;
    expect(error).toBeInstanceOf(ImportRejected);
    expect(error.errors).toEqual([
      {
        line: 3,
        field: 'hours',
        message: expect.stringContaining('cannot be read as opening hours (unknown word "by")'),
      },
    ]);
    expect(error.message).toContain('line 3 (hours)');
    expect(await count('reference_values')).toBe(before);
  });

  it('rejects unknown properties and channels', async () => {
    const file = path.join(dir, 'unknown.ndjson');
    await writeFile(
      file,
      [
        JSON.stringify({ propertyCode: 'NOPE', siteId: 104, capturedAt: '2026-05-01' }),
        JSON.stringify({ propertyCode: 'NYCMT', siteId: 99999, capturedAt: '2026-05-01' }),
      ].join('\n'),
    );
    const error = (await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: file,
    }).catch((e: unknown) => e)) as ImportRejected;
    expect(error.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'siteId'],
      [1, 'propertyCode'],
    ]);
  });

  it('keeps reference versions in time from JSON, and audits against the version of the day', async () => {
    await importFile(database.pool, {
      clientId,
      kind: 'REFERENCE',
      filePath: path.join(examples, 'reference.json'),
    });
    const phones = await database.pool.query(
      `SELECT valid_from, valid_to, value FROM reference_values r JOIN properties p ON p.id = r.property_id
       WHERE p.client_id = $1 AND p.code = 'PARMO' AND characteristic = 'PHONE' ORDER BY valid_from`,
      [clientId],
    );
    expect(phones.rows).toEqual([
      { valid_from: '2026-01-01', valid_to: '2026-06-01', value: '+33 1 40 00 00 00' },
      { valid_from: '2026-06-01', valid_to: null, value: '+33 1 40 00 00 10' },
    ]);
    await importFile(database.pool, {
      clientId,
      kind: 'SNAPSHOTS',
      filePath: path.join(examples, 'snapshots.ndjson'),
    });
    const results = await database.pool.query(
      `SELECT a.channel_id AS channel, r.characteristic, r.status FROM audit_results r
       JOIN audits a ON a.property_id = r.property_id AND a.id = r.audit_id
       JOIN properties p ON p.id = a.property_id
       WHERE p.client_id = $1 AND p.code = 'PARMO' AND r.characteristic IN ('PHONE', 'MEETING_ROOM_CAPACITY')`,
      [clientId],
    );
    const of = (channel: number, characteristic: string) =>
      results.rows.find((row) => row.channel === channel && row.characteristic === characteristic)
        ?.status;
    // Google shows the July phone (new number, local format); Cvent still the old one.
    expect(of(104, 'PHONE')).toBe('ACCURATE');
    expect(of(70, 'PHONE')).toBe('INACCURATE');
    expect(of(70, 'MEETING_ROOM_CAPACITY')).not.toBe('ACCURATE');
  });
});
