import { execFileSync } from 'node:child_process';
import {
  ADMIN_REPORT_CALLS as CALLS,
  API_CALLS,
  errorResponseSchema,
  generatedReportListResponseSchema,
  generatedReportSchema,
  reportDefinitionSchema,
  reportListResponseSchema,
  type GeneratedReport,
} from '@lens/contracts';
import { reportPeriodRange } from '@lens/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import { SCHEDULED_JOBS } from '../../jobs/registered-jobs.ts';
import { demoViews } from '../../test-support/demo-fixture.ts';
import { injectCall, type CallRequest } from '../../test-support/inject-call.ts';
import { sessionFor, type TestSession } from '../../test-support/sessions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabase } from '../../test-support/test-database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { monthlyReportsJob } from './report-build.job.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Cyrillic and Greek: the PDF's embedded font must carry them, not only Latin.
const NON_LATIN_NAME = 'Гостиница Арбат · Ξενοδοχείο Πλάκα';

/** The text of a PDF as poppler's pdftotext reads it (installed by .ci/run). */
function pdfText(data: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: data }).toString('utf8');
}

describe('report definitions API', () => {
  let app: FastifyInstance;
  let database: Database;
  let worker: JobWorker;
  let admin: TestSession;
  let manager: TestSession;
  let other: TestSession;
  let clientId: number;
  let viewId: number;
  let viewName: string;
  let foreignViewId: number;
  let renamed: { id: number; name: string };
  const mails: MailMessage[] = [];
  let run = 0;

  const as = (
    session: TestSession,
    call: Parameters<typeof injectCall>[2],
    request?: CallRequest,
  ) => injectCall(app, session, call, request);

  const reportInput = (overrides: Record<string, unknown> = {}) => {
    run += 1;
    return {
      name: `Monthly accuracy ${run}`,
      clientId,
      viewId,
      kind: 'XLSX',
      schedule: 'ON_DEMAND',
      period: 'LAST_30_DAYS',
      recipients: ['content.team@meridian.test'],
      filters: {},
      ...overrides,
    };
  };

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await as(admin, CALLS.createReportDefinition, {
      body: reportInput(overrides),
    });
    expect(response.statusCode, response.body).toBe(200);
    return reportDefinitionSchema.parse(response.json());
  };

  const expectField = (response: Awaited<ReturnType<typeof as>>, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const error = errorResponseSchema.parse(response.json());
    expect(error.field).toBe(field);
    expect(error.message.startsWith(`${field}: `), error.message).toBe(true);
  };

  /** Waits for the worker to build a run; the build takes a few seconds on the demo portfolio. */
  const built = async (runId: number): Promise<GeneratedReport> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const list = generatedReportListResponseSchema.parse(
        (await as(admin, CALLS.listGeneratedReports, { query: { pageSize: '100' } })).json(),
      );
      const found = list.items.find((item) => item.id === runId);
      if (found && (found.status === 'READY' || found.status === 'FAILED')) return found;
      if (Date.now() > deadline) throw new Error(`Run ${runId} still ${found?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const download = (session: TestSession, reportId: number) =>
    as(session, API_CALLS.downloadReport, { params: { reportId } });

  beforeAll(async () => {
    app = await createTestApp(
      {},
      { mailer: { send: async (message) => void mails.push(message) } },
    );
    database = testDatabase();
    admin = await sessionFor(database, 'admin@demo.local');
    manager = await sessionFor(database, 'manager@demo.local');
    other = await sessionFor(database, 'other@demo.local');
    const demo = await demoViews(database);
    clientId = demo.clientId;
    viewId = demo.standard.id;
    const views = await database.pool.query<{ id: number; name: string; client_id: number }>(
      'SELECT id, name, client_id FROM views ORDER BY id',
    );
    viewName = views.rows.find((view) => view.id === viewId)!.name;
    foreignViewId = views.rows.find((view) => view.client_id !== clientId)!.id;
    // The weakest property heads the PDF's table; a non-Latin name there must print.
    const { rows } = await database.pool.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM pair_states s JOIN properties p ON p.id = s.property_id
       WHERE s.client_id = $1 AND s.month = (SELECT max(month) FROM pair_states WHERE client_id = $1)
       GROUP BY p.id, p.name ORDER BY avg(s.accuracy) LIMIT 1`,
      [clientId],
    );
    renamed = rows[0]!;
    await database.pool.query('UPDATE properties SET name = $2 WHERE id = $1', [
      renamed.id,
      NON_LATIN_NAME,
    ]);
    worker = await startJobWorker(database.pool, app.log, {
      mailer: app.mailer,
      publicUrl: 'https://lens.example.test',
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await database.pool.query('UPDATE properties SET name = $2 WHERE id = $1', [
      renamed.id,
      renamed.name,
    ]);
    await app.close();
    await database.close();
  });

  it('creates, lists, reads, updates and deletes definitions', async () => {
    const created = await create({
      name: 'Luxury brands',
      schedule: 'MONTHLY',
      period: 'PREVIOUS_MONTH',
      recipients: ['A@Meridian.test', 'a@meridian.test', 'b@meridian.test'],
      filters: { property_type: ['HOTEL', 'HOTEL'], site: [104, 107], brand: [] },
    });
    expect(created).toMatchObject({
      name: 'Luxury brands',
      clientId,
      viewId,
      viewName,
      kind: 'XLSX',
      schedule: 'MONTHLY',
      period: 'PREVIOUS_MONTH',
      recipients: ['a@meridian.test', 'b@meridian.test'],
      filters: { property_type: ['HOTEL'], site: [104, 107] },
      lastRun: null,
    });
    expect(created.nextRunOn).toMatch(/^\d{4}-\d{2}-01$/);

    const page = reportListResponseSchema.parse(
      (
        await as(admin, CALLS.listReportDefinitions, {
          query: { search: 'luxury', clientId: String(clientId) },
        })
      ).json(),
    );
    expect(page.items.map((item) => item.id)).toContain(created.id);

    const fetched = await as(admin, CALLS.getReportDefinition, {
      params: { reportId: created.id },
    });
    expect(reportDefinitionSchema.parse(fetched.json())).toEqual(created);

    const updated = await as(admin, CALLS.updateReportDefinition, {
      params: { reportId: created.id },
      body: reportInput({ name: 'Luxury brands (PDF)', kind: 'PDF', filters: {} }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(reportDefinitionSchema.parse(updated.json())).toMatchObject({
      name: 'Luxury brands (PDF)',
      kind: 'PDF',
      schedule: 'ON_DEMAND',
      nextRunOn: null,
      filters: {},
    });

    const deleted = await as(admin, CALLS.deleteReportDefinition, {
      params: { reportId: created.id },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await as(admin, CALLS.getReportDefinition, { params: { reportId: created.id } });
    expect(gone.statusCode).toBe(404);
    const again = await as(admin, CALLS.deleteReportDefinition, {
      params: { reportId: created.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('names the field at fault and writes nothing', async () => {
    const count = async () =>
      (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).rows[0]!
        .n;
    const before = await count();
    const bad = (overrides: Record<string, unknown>) =>
      as(admin, CALLS.createReportDefinition, { body: reportInput(overrides) });
    expectField(await bad({ name: '  ' }), 400, 'name');
    expectField(await bad({ kind: 'DOCX' }), 400, 'kind');
    expectField(await bad({ schedule: 'WEEKLY' }), 400, 'schedule');
    expectField(await bad({ period: 'LAST_WEEK' }), 400, 'period');
    expectField(await bad({ viewId: 0 }), 400, 'viewId');
    expectField(
      await bad({ recipients: ['ops@meridian.test', 'not an email'] }),
      400,
      'recipients.1',
    );
    expectField(await bad({ filters: { hotel: [1] } }), 400, 'filters.hotel');
    expectField(
      await bad({ filters: { property_type: ['CASTLE'] } }),
      400,
      'filters.property_type.0',
    );
    expectField(await bad({ filters: { site_group: [99] } }), 400, 'filters.site_group.0');
    expectField(await bad({ viewId: foreignViewId }), 400, 'viewId');
    expectField(await bad({ clientId: 999_999 }), 400, 'clientId');
    expectField(
      await as(admin, CALLS.getReportDefinition, { params: { reportId: 'abc' } }),
      400,
      'reportId',
    );
    expect(await count()).toBe(before);
  });

  // Reports are built by the job worker in the background: on a busy machine that takes a while.
  it('builds an XLSX of the audit results in the background and emails its link', async () => {
    const definition = await create({
      name: 'Zürich/Genève: results',
      recipients: ['ops@meridian.test'],
    });
    mails.length = 0;
    const queued = await as(admin, CALLS.runReportDefinition, {
      params: { reportId: definition.id },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const queuedRun = generatedReportSchema.parse(queued.json());
    const range = reportPeriodRange('LAST_30_DAYS', new Date().toISOString().slice(0, 10));
    // The answer reads the run after queueing it: a free worker may already have started it.
    expect(['QUEUED', 'RUNNING']).toContain(queuedRun.status);
    expect(queuedRun).toMatchObject({
      reportId: definition.id,
      periodStart: range.startDate,
      periodEnd: range.endDate,
      scheduled: false,
      createdByName: expect.any(String),
    });

    const run = await built(queuedRun.id);
    expect(run.status, run.error ?? '').toBe('READY');
    expect(run.fileName).toBe(`ZürichGenève results_${range.startDate}_${range.endDate}.xlsx`);
    const file = await download(manager, run.id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(run.size).toBe(file.rawPayload.length);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Properties',
      'Channels',
      'Results',
    ]);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe('Zürich/Genève: results');
    expect(summary.getCell('B3').value).toBe(viewName);
    const results = workbook.getWorksheet('Results')!;
    expect(results.getRow(1).values).toEqual([
      undefined,
      'Property',
      'Code',
      'Type',
      'City',
      'Country',
      'Channel',
      'Channel category',
      'Audit date',
      'Characteristic',
      'Status',
      'Accuracy',
      'Reference value',
      'Channel value',
      'Left out of scores',
    ]);
    expect(results.rowCount).toBeGreaterThan(1000);
    const statuses = new Set<string>();
    results.eachRow((row, index) => {
      if (index === 1) return;
      statuses.add(String(row.getCell(10).value));
      const accuracy = row.getCell(11).value;
      expect(
        accuracy === null || (typeof accuracy === 'number' && accuracy >= 0 && accuracy <= 100),
      ).toBe(true);
    });
    expect(statuses).toContain('ACCURATE');
    const names = new Set<string>();
    const codes = new Set<string>();
    results.eachRow((row, index) => {
      if (index === 1) return;
      names.add(String(row.getCell(1).value));
      codes.add(String(row.getCell(2).value));
    });
    expect(names).toContain(NON_LATIN_NAME);
    // Every property of the summary's table has its results, and no other.
    const properties = workbook.getWorksheet('Properties')!;
    const tabled = new Set<string>();
    properties.eachRow((row, index) => index > 1 && tabled.add(String(row.getCell(2).value)));
    expect(tabled).toEqual(codes);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ops@meridian.test');
    expect(mails[0]!.subject).toBe('Report ready: Zürich/Genève: results');
    expect(mails[0]!.text).toContain(
      `https://lens.example.test/dashboard/reports/${run.id}/download`,
    );

    const listed = reportDefinitionSchema.parse(
      (await as(admin, CALLS.getReportDefinition, { params: { reportId: definition.id } })).json(),
    );
    expect(listed.lastRun).toMatchObject({ id: run.id, status: 'READY' });
  }, 120_000);

  it('builds a PDF of the dashboard with its figures, chart titles, tables and non-Latin names', async () => {
    const definition = await create({ name: 'Board pack', kind: 'PDF', recipients: [] });
    const queued = generatedReportSchema.parse(
      (await as(admin, CALLS.runReportDefinition, { params: { reportId: definition.id } })).json(),
    );
    const run = await built(queued.id);
    expect(run.status, run.error ?? '').toBe('READY');
    const file = await download(admin, run.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    for (const expected of [
      'Board pack',
      viewName,
      'Accuracy trend',
      'Properties by score',
      'Channel categories',
      'Map',
      'Properties',
      'Channels',
      NON_LATIN_NAME,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('queues every monthly report for the month before when the schedule fires', async () => {
    expect(SCHEDULED_JOBS).toContainEqual(
      expect.objectContaining({ task: monthlyReportsJob.name, match: '0 5 1 * *' }),
    );
    const monthly = await create({
      name: 'Monthly board',
      schedule: 'MONTHLY',
      period: 'PREVIOUS_MONTH',
    });
    const onDemand = await create({ name: 'Ad hoc', schedule: 'ON_DEMAND' });
    await monthlyReportsJob.run(
      { _cron: { ts: '2026-12-01T05:00:00.000Z' } },
      {
        pool: database.pool,
        log: app.log,
        mailer: app.mailer,
        publicUrl: 'https://lens.example.test',
      },
    );
    const runsOf = async (reportId: number) =>
      generatedReportListResponseSchema.parse(
        (
          await as(admin, CALLS.listGeneratedReports, { query: { reportId: String(reportId) } })
        ).json(),
      ).items;
    const [scheduled] = await runsOf(monthly.id);
    expect(scheduled).toMatchObject({
      scheduled: true,
      createdByName: null,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });
    expect(await runsOf(onDemand.id)).toEqual([]);
    expect((await built(scheduled!.id)).status).toBe('READY');
  }, 120_000);

  it('answers 409 for a run that is not built, naming the report', async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO generated_reports (client_id, view_id, file_name, content_type, size, status)
       VALUES ($1, $2, 'waiting.xlsx', $3, 0, 'QUEUED') RETURNING id`,
      [clientId, viewId, XLSX],
    );
    const waiting = await download(manager, rows[0]!.id);
    expect(waiting.statusCode).toBe(409);
    expect(errorResponseSchema.parse(waiting.json())).toMatchObject({
      field: 'reportId',
      message: 'This report is still being built; try again in a minute.',
    });
    await database.pool.query('DELETE FROM generated_reports WHERE id = $1', [rows[0]!.id]);
  });

  it('keeps a built file to the users of the view it was built on, wherever its definition moves', async () => {
    const { chain } = await demoViews(database);
    const definition = await create({ name: 'Moved between views' });
    const queued = await as(admin, CALLS.runReportDefinition, {
      params: { reportId: definition.id },
    });
    const run = await built(generatedReportSchema.parse(queued.json()).id);
    expect(run.status, run.error ?? '').toBe('READY');
    const moved = await as(admin, CALLS.updateReportDefinition, {
      params: { reportId: definition.id },
      body: reportInput({ name: 'Moved between views', viewId: chain.id }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await download(manager, run.id)).statusCode).toBe(200);
    const chainUser = await sessionFor(database, 'chain@demo.local');
    expect((await download(chainUser, run.id)).statusCode).toBe(403);
  });

  it('gives the PDF of the dashboard a user sees, for their views only', async () => {
    const { standard } = await demoViews(database);
    const pdf = await as(manager, API_CALLS.downloadDashboardPdf, {
      query: { view: String(standard.id), startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename=Dashboard_2026-10-01_2026-10-31.pdf',
    );
    expect(pdfText(pdf.rawPayload)).toContain('1 Oct 2026 – 31 Oct 2026');

    const refused = await as(other, API_CALLS.downloadDashboardPdf, {
      query: { view: String(standard.id) },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).field).toBe('view');
    const bad = await as(manager, API_CALLS.downloadDashboardPdf, { query: { site: 'google' } });
    expect(errorResponseSchema.parse(bad.json()).field).toBe('site');
  });

  it("lays out a one-property selection as that property's report: its channels and characteristics", async () => {
    const { standard } = await demoViews(database);
    const pdf = await as(manager, API_CALLS.downloadDashboardPdf, {
      query: { view: String(standard.id), property: String(renamed.id) },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    // Its name heads the document (cut to the title's width).
    expect(text).toContain(NON_LATIN_NAME.slice(0, 15));
    expect(text).toContain('Characteristics by channel');
    expect(text).toContain('Accuracy per characteristic');
    expect(text).toMatch(/Phone/);
    // Nothing of the portfolio template: no map page, no "1 properties".
    expect(text).not.toContain('coloured by accuracy');
    expect(text).not.toMatch(/\b1 properties\b/);
    expect(text).toMatch(/\d+ channels? · lowest accuracy first/);
  });

  it('answers 403 to USERs and writes nothing', async () => {
    const definition = await create();
    for (const session of [manager, other]) {
      expect((await as(session, CALLS.listReportDefinitions)).statusCode).toBe(403);
      expect(
        (await as(session, CALLS.createReportDefinition, { body: reportInput() })).statusCode,
      ).toBe(403);
      expect(
        (await as(session, CALLS.runReportDefinition, { params: { reportId: definition.id } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await as(session, CALLS.deleteReportDefinition, { params: { reportId: definition.id } }))
          .statusCode,
      ).toBe(403);
    }
    const runs = await database.pool.query('SELECT 1 FROM generated_reports WHERE report_id = $1', [
      definition.id,
    ]);
    expect(runs.rows).toEqual([]);
    expect(
      (await as(admin, CALLS.getReportDefinition, { params: { reportId: definition.id } }))
        .statusCode,
    ).toBe(200);
  });
});
