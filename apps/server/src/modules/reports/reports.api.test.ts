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
  let admin: TestSession;
  let manager: TestSession;
  let chain: TestSession;
  let other: TestSession;
  const inserted: number[] = [];

  // The rows are written as a build would leave them: a file of one view of one client.
  const insertReport = async (
    view: { clientId: number; id: number | null },
    fileName: string,
    data: Buffer,
  ) => {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO generated_reports (client_id, view_id, file_name, content_type, size, data)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [view.clientId, view.id, fileName, XLSX, data.length, data],
    );
    inserted.push(rows[0]!.id);
    return rows[0]!.id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    chain = await sessionFor(database, 'chain@demo.local');
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
    const { standard } = await demoViews(database);
    const bytes = Buffer.from('PK\u0003\u0004 pretend workbook');
    const id = await insertReport(standard, 'Accuracy: Zürich/Genève <Hôtels> * Q3?|.xlsx', bytes);

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
    const { standard } = await demoViews(database);
    const id = await insertReport(standard, 'accuracy_2026-10.xlsx', Buffer.from('PK'));
    const response = await download(manager, id);
    // A name made of token characters needs no quotes (RFC 6266).
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=accuracy_2026-10.xlsx',
    );
  });

  it("answers 403 for another client's report and for an unknown id alike", async () => {
    const { standard } = await demoViews(database);
    const id = await insertReport(standard, 'meridian.xlsx', Buffer.from('PK'));
    for (const reportId of [id, id + 1_000_000]) {
      const response = await download(other, reportId);
      expect(response.statusCode, String(reportId)).toBe(403);
      expect(errorResponseSchema.parse(response.json()).field).toBe('reportId');
    }
  });

  it('lets a user of the client download only the reports of the views they may open', async () => {
    const { clientId, standard, chain: chainView } = await demoViews(database);
    const ofStandard = await insertReport(standard, 'all-properties.xlsx', Buffer.from('PK'));
    const ofChain = await insertReport(chainView, 'hotel-chain.xlsx', Buffer.from('PK'));
    // Its view deleted: nobody's view any more.
    const ofNoView = await insertReport({ clientId, id: null }, 'gone.xlsx', Buffer.from('PK'));
    const expected: Array<[TestSession, number, number]> = [
      [chain, ofChain, 200],
      [chain, ofStandard, 403],
      // Every property of the hotel-chain view is in manager's, but the view is not theirs.
      [manager, ofChain, 403],
      [manager, ofNoView, 403],
      [admin, ofStandard, 200],
      [admin, ofChain, 200],
      [admin, ofNoView, 200],
    ];
    for (const [session, reportId, status] of expected) {
      const response = await download(session, reportId);
      expect(response.statusCode, `${session.userId} ${reportId}`).toBe(status);
      if (status === 403)
        expect(response.json().message).toBe('You do not have access to this report.');
    }
  });

  it('answers 401 to anonymous users', async () => {
    const response = await download({ userId: 0, headers: {} }, 1);
    expect(response.statusCode).toBe(401);
    errorResponseSchema.parse(response.json());
  });
});
