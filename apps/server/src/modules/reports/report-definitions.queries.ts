import type {
  GeneratedReport,
  GeneratedReportStatus,
  ReportDefinition,
  ReportFilters,
  ReportKind,
  ReportSchedule,
} from '@lens/contracts';
import type { ReportPeriod } from '@lens/domain';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Queryable } from '../auth/session.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

const SELECT_RUN = `SELECT g.id, g.report_id AS "reportId", rd.name AS "reportName", g.client_id AS "clientId",
    g.file_name AS "fileName", g.content_type AS "contentType", g.size, g.status, g.error,
    g.period_start AS "periodStart", g.period_end AS "periodEnd", g.created_by IS NULL AS scheduled,
    u.name AS "createdByName", ${iso('g.created_at')} AS "createdAt", ${iso('g.finished_at')} AS "finishedAt"
  FROM generated_reports g
  LEFT JOIN reports rd ON rd.id = g.report_id
  LEFT JOIN users u ON u.id = g.created_by`;

// The latest run rides along as JSON so a page of definitions is one query.
const SELECT_DEFINITION = `SELECT r.id, r.name, r.client_id AS "clientId", c.name AS "clientName",
    r.view_id AS "viewId", v.name AS "viewName", r.kind, r.schedule, r.period, r.recipients, r.filters,
    ${iso('r.created_at')} AS "createdAt", ${iso('r.updated_at')} AS "updatedAt",
    (SELECT to_json(last) FROM (${SELECT_RUN} WHERE g.report_id = r.id ORDER BY g.created_at DESC, g.id DESC LIMIT 1) last)
      AS "lastRun"
  FROM reports r JOIN clients c ON c.id = r.client_id JOIN views v ON v.id = r.view_id`;

export type DefinitionRow = Omit<ReportDefinition, 'nextRunOn'>;

export async function listDefinitions(
  db: Queryable,
  filters: { search?: string; clientId?: number },
  page: PageRequest,
): Promise<{ items: DefinitionRow[]; total: number }> {
  const params = [containsPattern(filters.search), filters.clientId ?? null];
  const where = `($1::text IS NULL OR r.name ILIKE $1) AND ($2::int IS NULL OR r.client_id = $2)`;
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<DefinitionRow>(
      `${SELECT_DEFINITION} WHERE ${where} ORDER BY lower(c.name), lower(r.name), r.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reports r WHERE ${where}`, params),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findDefinition(db: Queryable, id: number): Promise<DefinitionRow | null> {
  const { rows } = await db.query<DefinitionRow>(`${SELECT_DEFINITION} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface DefinitionValues {
  clientId: number;
  viewId: number;
  name: string;
  kind: ReportKind;
  schedule: ReportSchedule;
  period: ReportPeriod;
  recipients: string[];
  filters: ReportFilters;
}

const values = (d: DefinitionValues) => [
  d.clientId,
  d.viewId,
  d.name,
  d.kind,
  d.schedule,
  d.period,
  d.recipients,
  JSON.stringify(d.filters),
];

export async function insertDefinition(
  db: Queryable,
  definition: DefinitionValues,
  createdBy: number,
): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.reports>, 'id'>>(
    `INSERT INTO reports (client_id, view_id, name, kind, schedule, period, recipients, filters, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id`,
    [...values(definition), createdBy],
  );
  return rows[0]!.id;
}

export async function updateDefinition(
  db: Queryable,
  id: number,
  definition: DefinitionValues,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reports SET client_id = $1, view_id = $2, name = $3, kind = $4, schedule = $5, period = $6,
       recipients = $7, filters = $8::jsonb, updated_at = now()
     WHERE id = $9`,
    [...values(definition), id],
  );
  return rowCount === 1;
}

export async function deleteDefinition(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM reports WHERE id = $1', [id]);
  return rowCount === 1;
}

/** The view, if it belongs to the client: a report cannot mix one client's view with another's. */
export async function viewOfClient(
  db: Queryable,
  viewId: number,
  clientId: number,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM views WHERE id = $1 AND client_id = $2', [
    viewId,
    clientId,
  ]);
  return rows.length > 0;
}

export async function monthlyDefinitionIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<Pick<Row<typeof schema.reports>, 'id'>>(
    `SELECT id FROM reports WHERE schedule = 'MONTHLY' ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

export interface QueuedRun {
  reportId: number;
  clientId: number;
  viewId: number;
  fileName: string;
  contentType: string;
  periodStart: string;
  periodEnd: string;
  createdBy: number | null;
}

export async function insertRun(db: Queryable, run: QueuedRun): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.generatedReports>, 'id'>>(
    `INSERT INTO generated_reports
       (report_id, client_id, view_id, file_name, content_type, size, status, period_start, period_end, created_by)
     VALUES ($1, $2, $3, $4, $5, 0, 'QUEUED', $6, $7, $8) RETURNING id`,
    [
      run.reportId,
      run.clientId,
      run.viewId,
      run.fileName,
      run.contentType,
      run.periodStart,
      run.periodEnd,
      run.createdBy,
    ],
  );
  return rows[0]!.id;
}

export async function findRun(db: Queryable, id: number): Promise<GeneratedReport | null> {
  const { rows } = await db.query<GeneratedReport>(`${SELECT_RUN} WHERE g.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listRuns(
  db: Queryable,
  filters: { search?: string; clientId?: number; reportId?: number },
  page: PageRequest,
): Promise<{ items: GeneratedReport[]; total: number }> {
  const params = [
    containsPattern(filters.search),
    filters.clientId ?? null,
    filters.reportId ?? null,
  ];
  const where = `($1::text IS NULL OR g.file_name ILIKE $1) AND ($2::int IS NULL OR g.client_id = $2)
    AND ($3::int IS NULL OR g.report_id = $3)`;
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<GeneratedReport>(
      `${SELECT_RUN} WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM generated_reports g WHERE ${where}`,
      params,
    ),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

/**
 * Claims a queued run for building. A run already READY is not built again, so a job retried after
 * its work committed changes nothing; a RUNNING one is taken over (its worker died).
 */
export async function claimRun(
  db: Queryable,
  id: number,
): Promise<{ reportId: number | null; status: GeneratedReportStatus } | null> {
  const { rows } = await db.query<{ reportId: number | null; status: GeneratedReportStatus }>(
    `UPDATE generated_reports SET status = 'RUNNING'
     WHERE id = $1 AND status IN ('QUEUED', 'RUNNING', 'FAILED')
     RETURNING report_id AS "reportId", status`,
    [id],
  );
  return rows[0] ?? null;
}

/** `viewId`: the view the file was built on, which the definition may have left since. */
export async function completeRun(
  db: Queryable,
  id: number,
  file: { fileName: string; data: Buffer; viewId: number },
): Promise<void> {
  await db.query(
    `UPDATE generated_reports SET status = 'READY', data = $2, size = $3, file_name = $4,
       view_id = $5, error = NULL, finished_at = now()
     WHERE id = $1`,
    [id, file.data, file.data.length, file.fileName, file.viewId],
  );
}

export async function failRun(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `UPDATE generated_reports SET status = 'FAILED', error = $2, finished_at = now() WHERE id = $1`,
    [id, error],
  );
}
