import type { AuditLimitsPatch, ReAuditStatus } from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Serialises limit changes and re-audit batches of one client's channel category. */
export async function lockCategory(tx: Tx, clientId: number, categoryId: number) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('hotel-chain-admin-limits'), $1)`, [
    clientId * 100 + categoryId,
  ]);
}

export interface StoredLimits {
  limits: AuditLimitsPatch;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function storedLimits(
  db: Queryable,
  clientId: number,
  categoryId: number,
): Promise<StoredLimits | null> {
  const { rows } = await db.query<StoredLimits>(
    `SELECT l.limits, l.updated_at AS "updatedAt", u.name AS "updatedBy"
     FROM audit_limits l LEFT JOIN users u ON u.id = l.updated_by
     WHERE l.client_id = $1 AND l.category_id = $2`,
    [clientId, categoryId],
  );
  return rows[0] ?? null;
}

/** Stores a channel category's own values; none at all removes its row, so it inherits again. */
export async function writeLimits(
  tx: Tx,
  clientId: number,
  categoryId: number,
  patch: AuditLimitsPatch,
  userId: number,
): Promise<void> {
  if (Object.keys(patch).length === 0) {
    await tx.query('DELETE FROM audit_limits WHERE client_id = $1 AND category_id = $2', [
      clientId,
      categoryId,
    ]);
    return;
  }
  await tx.query(
    `INSERT INTO audit_limits (client_id, category_id, limits, updated_by, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, now())
     ON CONFLICT (client_id, category_id) DO UPDATE SET
       limits = excluded.limits, updated_by = excluded.updated_by, updated_at = now()`,
    [clientId, categoryId, JSON.stringify(patch), userId],
  );
}

export async function countCategoryAudits(
  db: Queryable,
  clientId: number,
  categoryId: number,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audits a
     JOIN properties p ON p.id = a.property_id AND p.client_id = $1
     JOIN channels s ON s.id = a.channel_id AND s.category_id = $2`,
    [clientId, categoryId],
  );
  return rows[0]!.n;
}

export interface RunRow {
  id: number;
  clientId: number;
  categoryId: number;
  status: ReAuditStatus;
  total: number;
  done: number;
  changed: number;
  cursorPropertyId: number | null;
  cursorAuditId: number | null;
  startedBy: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

const RUN_COLUMNS = `r.id, r.client_id AS "clientId", r.category_id AS "categoryId", r.status, r.total,
  r.done, r.changed, r.cursor_property_id AS "cursorPropertyId", r.cursor_audit_id AS "cursorAuditId",
  u.name AS "startedBy", r.created_at AS "createdAt", r.finished_at AS "finishedAt", r.error`;

export async function findRun(db: Queryable, runId: number): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM re_audit_runs r LEFT JOIN users u ON u.id = r.started_by WHERE r.id = $1`,
    [runId],
  );
  return rows[0] ?? null;
}

export async function latestRun(
  db: Queryable,
  clientId: number,
  categoryId: number,
): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM re_audit_runs r LEFT JOIN users u ON u.id = r.started_by
     WHERE r.client_id = $1 AND r.category_id = $2 ORDER BY r.id DESC LIMIT 1`,
    [clientId, categoryId],
  );
  return rows[0] ?? null;
}

/**
 * Starts a run and retires the unfinished ones: the new run re-audits every audit with the latest
 * limits, so what an older run would still do is wasted.
 */
export async function createRun(
  tx: Tx,
  clientId: number,
  categoryId: number,
  total: number,
  userId: number,
): Promise<number> {
  await tx.query(
    `UPDATE re_audit_runs SET status = 'SUPERSEDED', finished_at = now()
     WHERE client_id = $1 AND category_id = $2 AND status IN ('QUEUED', 'RUNNING')`,
    [clientId, categoryId],
  );
  const { rows } = await tx.query<Pick<Row<typeof schema.reAuditRuns>, 'id'>>(
    `INSERT INTO re_audit_runs (client_id, category_id, total, started_by)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [clientId, categoryId, total, userId],
  );
  return rows[0]!.id;
}

/** The run, locked for the batch that is about to work on it. */
export async function lockRun(tx: Tx, runId: number): Promise<RunRow | null> {
  const { rows } = await tx.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM re_audit_runs r LEFT JOIN users u ON u.id = r.started_by
     WHERE r.id = $1 FOR UPDATE OF r`,
    [runId],
  );
  return rows[0] ?? null;
}

export async function recordProgress(
  tx: Tx,
  runId: number,
  progress: {
    done: number;
    changed: number;
    cursor: { propertyId: number; auditId: number } | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE re_audit_runs SET status = CASE WHEN $5 THEN 'DONE' ELSE 'RUNNING' END,
            started_at = coalesce(started_at, now()), done = done + $2, changed = changed + $3,
            cursor_property_id = coalesce($4::jsonb->>'propertyId', cursor_property_id::text)::int,
            cursor_audit_id = coalesce($4::jsonb->>'auditId', cursor_audit_id::text)::bigint,
            total = CASE WHEN $5 THEN greatest(total, done + $2) ELSE total END,
            finished_at = CASE WHEN $5 THEN now() END, error = NULL
     WHERE id = $1`,
    [
      runId,
      progress.done,
      progress.changed,
      progress.cursor ? JSON.stringify(progress.cursor) : null,
      progress.cursor === null,
    ],
  );
}

export async function recordFailure(db: Queryable, runId: number, message: string): Promise<void> {
  await db.query(
    `UPDATE re_audit_runs SET error = $2 WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`,
    [runId, message.slice(0, 500)],
  );
}
