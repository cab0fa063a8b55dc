import type {
  GeneratedReport,
  GeneratedReportListResponse,
  ReportDefinition,
  ReportListResponse,
  SessionUser,
  generatedReportListQuerySchema,
  reportInputSchema,
  reportListQuerySchema,
} from '@lens/contracts';
import { nextMonthlyRun, reportPeriodRange } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { isForeignKeyViolation } from '../../db/constraint-violation.ts';
import { pageOf } from '../../db/paging.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { clientExists } from '../admin-clients/admin-clients.queries.ts';
import { buildReportJob } from './report-build.job.ts';
import { queuedRun } from './report-build.service.ts';
import {
  deleteDefinition as removeDefinition,
  findDefinition,
  findRun,
  insertDefinition,
  insertRun,
  listDefinitions,
  listRuns,
  updateDefinition as writeDefinition,
  viewOfClient,
  type DefinitionRow,
  type DefinitionValues,
} from './report-definitions.queries.ts';

type ReportData = z.output<typeof reportInputSchema>;

const NOT_FOUND = 'No report with this id.';

const today = () => new Date().toISOString().slice(0, 10);

function withNextRun(row: DefinitionRow): ReportDefinition {
  return { ...row, nextRunOn: row.schedule === 'MONTHLY' ? nextMonthlyRun(today()) : null };
}

export async function listReportDefinitions(
  pool: pg.Pool,
  query: z.output<typeof reportListQuerySchema>,
): Promise<ReportListResponse> {
  const { items, total } = await listDefinitions(pool, query, query);
  return pageOf(items.map(withNextRun), total, query);
}

export async function getReportDefinition(pool: pg.Pool, id: number): Promise<ReportDefinition> {
  const row = await findDefinition(pool, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return withNextRun(row);
}

/** The client must exist and the view must be one of its own. */
async function checkReferences(tx: Tx, report: ReportData): Promise<void> {
  if (!(await clientExists(tx, report.clientId)))
    throw new HttpError(400, 'clientId: no client has this id', 'clientId');
  if (!(await viewOfClient(tx, report.viewId, report.clientId)))
    throw new HttpError(400, "viewId: choose one of the client's views", 'viewId');
}

/** Repeated recipients and filter values are dropped; empty filters are left out. */
function stored(report: ReportData): DefinitionValues {
  const filters = Object.fromEntries(
    Object.entries(report.filters)
      .filter(([, values]) => values !== undefined && values.length > 0)
      .map(([name, values]) => [name, [...new Set(values as Array<string | number>)]]),
  );
  return {
    clientId: report.clientId,
    viewId: report.viewId,
    name: report.name,
    kind: report.kind,
    schedule: report.schedule,
    period: report.period,
    recipients: [...new Set(report.recipients.map((email) => email.toLowerCase()))],
    filters,
  };
}

export async function createReportDefinition(
  pool: pg.Pool,
  report: ReportData,
  user: SessionUser,
): Promise<ReportDefinition> {
  const id = await withTransaction(pool, async (tx) => {
    await checkReferences(tx, report);
    return insertDefinition(tx, stored(report), user.id);
  });
  return getReportDefinition(pool, id);
}

export async function updateReportDefinition(
  pool: pg.Pool,
  id: number,
  report: ReportData,
): Promise<ReportDefinition> {
  await withTransaction(pool, async (tx) => {
    if (!(await findDefinition(tx, id))) throw new HttpError(404, NOT_FOUND);
    await checkReferences(tx, report);
    await writeDefinition(tx, id, stored(report));
  });
  return getReportDefinition(pool, id);
}

export async function deleteReportDefinition(pool: pg.Pool, id: number): Promise<void> {
  if (!(await removeDefinition(pool, id))) throw new HttpError(404, NOT_FOUND);
}

/**
 * Records a run as queued and queues its build in one transaction, so the admin sees it waiting
 * and a worker picks it up; the answer comes before the file is built.
 */
export async function runReportDefinition(
  pool: pg.Pool,
  id: number,
  user: SessionUser,
): Promise<GeneratedReport> {
  const definition = await findDefinition(pool, id);
  if (!definition) throw new HttpError(404, NOT_FOUND);
  const range = reportPeriodRange(definition.period, today());
  const runId = await withTransaction(pool, async (tx) => {
    const queued = await insertRun(tx, queuedRun(definition, range, user.id)).catch(
      (error: unknown) => {
        // Deleted by someone else since it was read: the run has nothing to belong to.
        if (isForeignKeyViolation(error, 'generated_reports_report_id_reports_id_fk'))
          throw new HttpError(404, NOT_FOUND);
        throw error;
      },
    );
    await enqueue(tx, buildReportJob, { generatedReportId: queued });
    return queued;
  });
  const run = await findRun(pool, runId);
  // Gone with its definition, deleted between the two.
  if (!run) throw new HttpError(404, NOT_FOUND);
  return run;
}

export async function listGeneratedReports(
  pool: pg.Pool,
  query: z.output<typeof generatedReportListQuerySchema>,
): Promise<GeneratedReportListResponse> {
  const { items, total } = await listRuns(pool, query, query);
  return pageOf(items, total, query);
}
