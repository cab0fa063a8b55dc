import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

export interface EngineReAuditRow {
  engineVersion: number;
  cursor: AuditKey | null;
  done: number;
  changed: number;
  finished: boolean;
}

/**
 * The re-audit for `engineVersion`, created on first use and locked for the batch about to run,
 * so that two workers on it take turns and the cursor only moves forward.
 */
export async function lockEngineReAudit(tx: Tx, engineVersion: number): Promise<EngineReAuditRow> {
  await tx.query(
    'INSERT INTO engine_re_audits (engine_version) VALUES ($1) ON CONFLICT DO NOTHING',
    [engineVersion],
  );
  const { rows } = await tx.query<{
    propertyId: number | null;
    auditId: string | null;
    done: number;
    changed: number;
    finished: boolean;
  }>(
    `SELECT cursor_property_id AS "propertyId", cursor_audit_id AS "auditId", done, changed,
            finished_at IS NOT NULL AS finished
     FROM engine_re_audits WHERE engine_version = $1 FOR UPDATE`,
    [engineVersion],
  );
  const row = rows[0]!;
  return {
    engineVersion,
    cursor:
      row.propertyId === null ? null : { propertyId: row.propertyId, auditId: Number(row.auditId) },
    done: row.done,
    changed: row.changed,
    finished: row.finished,
  };
}

/** Records a committed batch; a null cursor says the walk reached the end. */
export async function recordEngineReAudit(
  tx: Tx,
  engineVersion: number,
  progress: { done: number; changed: number; cursor: AuditKey | null },
): Promise<void> {
  await tx.query(
    `UPDATE engine_re_audits SET done = done + $2, changed = changed + $3,
            cursor_property_id = coalesce($4, cursor_property_id),
            cursor_audit_id = coalesce($5, cursor_audit_id),
            finished_at = CASE WHEN $4::int IS NULL THEN now() END
     WHERE engine_version = $1`,
    [
      engineVersion,
      progress.done,
      progress.changed,
      progress.cursor?.propertyId ?? null,
      progress.cursor?.auditId ?? null,
    ],
  );
}

/** How far the re-audit for `engineVersion` has come; null before it started. */
export async function engineReAuditProgress(
  db: Pick<pg.Pool, 'query'>,
  engineVersion: number,
): Promise<{ done: number; changed: number; finished: boolean } | null> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.engineReAudits>, 'done' | 'changed'> & { finished: boolean }
  >(
    `SELECT done, changed, finished_at IS NOT NULL AS finished
     FROM engine_re_audits WHERE engine_version = $1`,
    [engineVersion],
  );
  return rows[0] ?? null;
}
