import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importRejectionSchema, importResultSchema } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

const examples = path.resolve(import.meta.dirname, '../../../../../docs/examples');

function multipart(fileName: string, content: string | Buffer) {
  const boundary = '----lens-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('admin import API', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let manager: TestSession;
  let clientId: number;

  const upload = (
    session: TestSession,
    kind: string,
    fileName: string,
    content: string | Buffer,
  ) => {
    const { payload, headers } = multipart(fileName, content);
    return app.inject({
      method: 'POST',
      url: `/dashboard/admin/imports/${kind}`,
      payload,
      headers: { ...session.headers, ...headers },
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    clientId = await createClient(database, 'Upload test client');
    await database.pool.query(
      `INSERT INTO users (client_id, email, name, role) VALUES ($1, 'uploader@test.local', 'Uploader', 'ADMIN')`,
      [clientId],
    );
    admin = await sessionFor(database, 'uploader@test.local');
    manager = await sessionFor(database, 'manager@demo.local');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("imports reference data and snapshots into the admin's own client", async () => {
    const reference = await upload(
      admin,
      'reference',
      'reference.csv',
      await readFile(path.join(examples, 'reference.csv')),
    );
    expect(reference.statusCode).toBe(200);
    expect(importResultSchema.parse(reference.json())).toMatchObject({
      rows: 3,
      created: { properties: 3 },
    });
    const snapshots = await upload(
      admin,
      'snapshots',
      'snapshots.csv',
      await readFile(path.join(examples, 'snapshots.csv')),
    );
    expect(importResultSchema.parse(snapshots.json())).toMatchObject({
      rows: 5,
      created: { audits: 5 },
    });
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM audits a JOIN properties p ON p.id = a.property_id WHERE p.client_id = $1',
      [clientId],
    );
    expect(rows[0].n).toBe(5);
  });

  it('rejects a bad file with its lines and fields, writing nothing', async () => {
    const bad =
      'property_code,site_id,captured_at\nNYCMT,104,2026-05-01\nNYCMT,abc,2026-05-02\nNOPE,104,2026-05-03\n';
    const response = await upload(admin, 'snapshots', 'bad.csv', bad);
    expect(response.statusCode).toBe(400);
    const body = importRejectionSchema.parse(response.json());
    expect(body.errors!.map((e) => [e.line, e.field])).toEqual([
      [3, 'site_id'],
      [4, 'property_code'],
    ]);
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS n FROM audits a JOIN properties p ON p.id = a.property_id WHERE p.client_id = $1 AND a.audit_date = '2026-05-01'`,
      [clientId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses files of another format, and users who are not administrators', async () => {
    expect((await upload(admin, 'reference', 'reference.xlsx', 'x')).statusCode).toBe(400);
    expect((await upload(manager, 'reference', 'reference.csv', 'code\n')).statusCode).toBe(403);
    expect((await upload(admin, 'prices', 'reference.csv', 'code\n')).statusCode).toBe(400);
  });
});
