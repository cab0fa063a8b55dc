import type { ImportKind, ImportResult } from '@lens/contracts';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';

export async function findCompletedRun(
  pool: pg.Pool,
  clientId: number,
  kind: ImportKind,
  sha256: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM import_runs WHERE client_id = $1 AND kind = $2 AND sha256 = $3 AND status = 'DONE' LIMIT 1`,
    [clientId, kind, sha256],
  );
  return (rowCount ?? 0) > 0;
}

export async function finishImportRun(
  tx: Tx,
  run: {
    clientId: number;
    kind: ImportKind;
    fileName: string;
    sha256: string;
    result: ImportResult;
    userId: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO import_runs (client_id, kind, file_name, sha256, rows, status, summary, user_id, finished_at)
     VALUES ($1, $2, $3, $4, $5, 'DONE', $6, $7, now())`,
    [
      run.clientId,
      run.kind,
      run.fileName,
      run.sha256,
      run.result.rows,
      JSON.stringify(run.result.created),
      run.userId,
    ],
  );
}
