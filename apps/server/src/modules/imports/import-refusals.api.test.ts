import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importRejectionSchema } from '@lens/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createClient, testDatabase } from '../../test-support/test-database.ts';

/**
 * Files of the wrong kind, as people really upload them: each refusal says what the file was
 * found to be and what the import expected, naming the column, and nothing is written.
 */

const examples = path.resolve(import.meta.dirname, '../../../../../docs/examples');

function multipart(fileName: string, content: Buffer) {
  const boundary = '----lens-refusal-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hotels');
  sheet.addRow(['Hotel', 'Street', 'Town']);
  sheet.addRow(['Meridian Paris', '1 Rue de Rivoli', 'Paris']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function pdf(): Promise<Buffer> {
  const document = new PDFDocument();
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    document.on('end', () => resolve(Buffer.concat(chunks))),
  );
  document.text('code,valid_from,name');
  document.end();
  return done;
}

describe('import refusals name what the file is and what was expected', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestSession;
  let clientId: number;

  const refusal = async (kind: string, fileName: string, content: Buffer) => {
    const { payload, headers } = multipart(fileName, content);
    const response = await app.inject({
      method: 'POST',
      url: `/dashboard/admin/imports/${kind}`,
      payload,
      headers: { ...admin.headers, ...headers },
    });
    expect(response.statusCode).toBe(400);
    return importRejectionSchema.parse(response.json());
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    clientId = await createClient(database, 'Refusal test client');
    await database.pool.query(
      `INSERT INTO users (client_id, email, name, role) VALUES ($1, 'refusals@test.local', 'Refusals', 'ADMIN')`,
      [clientId],
    );
    admin = await sessionFor(database, 'refusals@test.local');
  });
  afterAll(async () => {
    // Every refusal above leaves the client as it was: no property, no import run.
    const { rows } = await database.pool.query(
      `SELECT (SELECT count(*) FROM properties WHERE client_id = $1)::int AS properties,
              (SELECT count(*) FROM import_runs WHERE client_id = $1)::int AS runs`,
      [clientId],
    );
    expect(rows[0]).toEqual({ properties: 0, runs: 0 });
    await app.close();
    await database.close();
  });

  it('a channel-snapshot CSV sent to the reference import is named as channel snapshots', async () => {
    const body = await refusal(
      'reference',
      'snapshots.csv',
      await readFile(path.join(examples, 'snapshots.csv')),
    );
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ line: 1, field: 'code' });
    expect(body.errors![0]!.message).toMatch(/looks like channel snapshots .*not reference data/);
    expect(body.errors![0]!.message).toMatch(/It has no columns code, valid_from, /);
    expect(body.errors![0]!.message).toMatch(/or import it as channel snapshots/);
  });

  it('a reference JSON file sent to the snapshot import is named as reference data', async () => {
    const body = await refusal(
      'snapshots',
      'reference.json',
      await readFile(path.join(examples, 'reference.json')),
    );
    expect(body.errors![0]).toMatchObject({ field: 'propertyCode' });
    expect(body.errors![0]!.message).toMatch(/looks like reference data/);
    expect(body.errors![0]!.message).toMatch(/fields propertyCode, siteId, capturedAt/);
  });

  it('an XLSX workbook is refused by its name, and also when renamed .csv', async () => {
    const book = await workbook();
    const named = await refusal('reference', 'hotels.xlsx', book);
    expect(named.message).toMatch(
      /hotels\.xlsx is a spreadsheet workbook; save the sheet as "CSV UTF-8"/,
    );
    const renamed = await refusal('reference', 'hotels.csv', book);
    expect(renamed.errors![0]!.message).toMatch(
      /spreadsheet workbook .*Expected reference data as CSV text \(UTF-8\) .*code, valid_from/,
    );
  });

  it('a CSV with other columns lists the missing ones and the ones found', async () => {
    const body = await refusal(
      'reference',
      'hotels.csv',
      Buffer.from('Hotel,Street,Town\nMeridian Paris,1 Rue de Rivoli,Paris\n'),
    );
    expect(body.errors![0]).toMatchObject({ line: 1, field: 'code' });
    expect(body.errors![0]!.message).toMatch(/columns found: Hotel, Street, Town/);
  });

  it('a semicolon-separated CSV is told its separator', async () => {
    const body = await refusal(
      'snapshots',
      'snapshots.csv',
      Buffer.from('property_code;site_id;captured_at\nNYCMT;104;2026-05-01\n'),
    );
    expect(body.errors![0]!.message).toMatch(
      /separated by ";"; CSV columns are separated by commas/,
    );
  });

  it('a PDF renamed .csv, an empty file and a UTF-16 file each say what they are', async () => {
    const fromPdf = await refusal('reference', 'reference.csv', await pdf());
    expect(fromPdf.errors![0]!.message).toMatch(
      /^This file is a PDF document, not text\. Expected reference data/,
    );
    const empty = await refusal('seen_listings', 'seen.csv', Buffer.alloc(0));
    expect(empty.errors![0]!.message).toMatch(
      /^The file is empty\. Expected seen listings as CSV text .*site_id, listing_url, seen_at/,
    );
    const csv = await readFile(path.join(examples, 'reference.csv'), 'utf8');
    const utf16 = await refusal(
      'reference',
      'reference.csv',
      Buffer.from(`\ufeff${csv}`, 'utf16le'),
    );
    expect(utf16.errors![0]!.message).toMatch(
      /UTF-16 text, and imports read UTF-8.*Save it again as "CSV UTF-8"/,
    );
  });

  it('a required value left empty says so in words, not in schema terms', async () => {
    const csv = (await readFile(path.join(examples, 'reference.csv'), 'utf8')).split('\n');
    const header = csv[0]!.split(',');
    const row = csv[1]!.split(',');
    row[header.indexOf('name')] = '';
    const body = await refusal(
      'reference',
      'reference.csv',
      Buffer.from(`${csv[0]}\n${row.join(',')}\n`),
    );
    expect(body.errors).toContainEqual({
      line: 2,
      field: 'name',
      message: 'is empty; this column is required',
    });
    expect(JSON.stringify(body)).not.toMatch(/received undefined/);
  });
});
