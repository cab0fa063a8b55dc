import { API_CALLS, errorResponseSchema, fillPath } from '@lens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';

const { downloadReport } = API_CALLS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /dashboard/reports/:reportId/download', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let database: Database;
  let manager: TestSession;
  let other: TestSession;
  const inserted: number[] = [];

  // Generating reports is a later issue: the rows are written as a build would leave them.
  const insertReport = async (clientId: number, fileName: string, data: Buffer) => {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO generated_reports (client_id, file_name, content_type, size, data)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [clientId, fileName, XLSX, data.length, data],
    );
    inserted.push(rows[0]!.id);
    return rows[0]!.id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    manager = await sessionFor(database, 'manager@demo.local');
    other = await sessionFor(database, 'other@demo.local');
  });

  afterAll(async () => {
    await database.pool.query('DELETE FROM generated_reports WHERE id = ANY($1)', [inserted]);
    await app.close();
    await database.close();
  });

  const download = (session: TestSession, reportId: number) =>
    app.inject({
      method: downloadReport.method,
      url: fillPath(downloadReport.path, { reportId }),
      headers: session.headers,
    });

  it('streams the file with its type, a clean attachment name and no caching', async () => {
    const { clientId } = await demoViews(database);
    const bytes = Buffer.from('PK\u0003\u0004 pretend workbook');
    const id = await insertReport(clientId, 'Accuracy: Zürich/Genève <Hôtels> * Q3?|.xlsx', bytes);

    const response = await download(manager, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Accuracy ZurichGeneve Hotels  Q3.xlsx"; ' +
        "filename*=UTF-8''Accuracy%20Z%C3%BCrichGen%C3%A8ve%20H%C3%B4tels%20%20Q3.xlsx",
    );
  });

  it('sends a plain ASCII name as filename alone', async () => {
    const { clientId } = await demoViews(database);
    const id = await insertReport(clientId, 'accuracy_2026-10.xlsx', Buffer.from('PK'));
    const response = await download(manager, id);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="accuracy_2026-10.xlsx"',
    );
  });

  it("answers 403 for another client's report and for an unknown id alike", async () => {
    const { clientId } = await demoViews(database);
    const id = await insertReport(clientId, 'meridian.xlsx', Buffer.from('PK'));
    for (const reportId of [id, id + 1_000_000]) {
      const response = await download(other, reportId);
      expect(response.statusCode, String(reportId)).toBe(403);
      expect(errorResponseSchema.parse(response.json()).field).toBe('reportId');
    }
  });

  it('answers 401 to anonymous users', async () => {
    const response = await download({ userId: 0, headers: {} }, 1);
    expect(response.statusCode).toBe(401);
    errorResponseSchema.parse(response.json());
  });
});
