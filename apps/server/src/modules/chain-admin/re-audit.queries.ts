import type { SnapshotRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { ENGINE_VERSION } from '../../engine/index.ts';
import { insertResults } from '../audits/landing.queries.ts';
import type { AuditKey } from '../scoring/pair-states.queries.ts';

export interface BatchAudit extends AuditKey {
  clientId: number;
  siteId: number;
  snapshotId: number;
  accuracy: number | null;
  knockout: boolean;
  contentScore: number | null;
  record: SnapshotRecord;
  /** The results as stored, with what a re-audit must keep: ignores, flags and reviews. */
  results: Array<{
    characteristic: string;
    status: string;
    ignored: boolean;
    review: { status: string; sourceValue: string | null; channelValue: string | null } | null;
  }>;
}

/** What a batch's CTE selects of the audits `a` (joined to their properties `p`) it locks. */
const BATCH_COLUMNS =
  'a.property_id, a.id, p.client_id, a.site_id, a.snapshot_id, a.accuracy, a.knockout, a.content_score';

/** The audits of the CTE `batch` with their snapshots and stored results, in key order. */
const BATCH_AUDITS = `
  SELECT b.property_id AS "propertyId", b.id AS "auditId", b.client_id AS "clientId", b.site_id AS "siteId",
         b.snapshot_id AS "snapshotId", b.accuracy, b.knockout, b.content_score AS "contentScore", cs.content AS record,
         (SELECT coalesce(json_agg(json_build_object('characteristic', ar.characteristic, 'status', ar.status,
                   'ignored', ar.ignored, 'review',
                   CASE WHEN rr.property_id IS NOT NULL THEN json_build_object('status', rr.status,
                     'sourceValue', rr.source_value, 'channelValue', rr.channel_value) END)), '[]')
          FROM audit_results ar
          LEFT JOIN result_reviews rr ON rr.property_id = ar.property_id AND rr.audit_id = ar.audit_id
            AND rr.characteristic = ar.characteristic
          WHERE ar.property_id = b.property_id AND ar.audit_id = b.id) AS results
  FROM batch b
  JOIN channel_snapshots cs ON cs.property_id = b.property_id AND cs.id = b.snapshot_id
  ORDER BY b.property_id, b.id`;

/**
 * The next audits of the client's channel type after `cursor`, in key order, locked so that a
 * review of one of them waits for this batch (and a batch for a review), with their snapshots.
 */
export async function nextBatch(
  tx: Tx,
  clientId: number,
  channelTypeId: number,
  cursor: AuditKey | null,
  size: number,
): Promise<BatchAudit[]> {
  const { rows } = await tx.query<BatchAudit>(
    `WITH batch AS (
       SELECT ${BATCH_COLUMNS}
       FROM audits a
       JOIN properties p ON p.id = a.property_id AND p.client_id = $1
       JOIN sites s ON s.id = a.site_id AND s.category_id = $2
       WHERE (a.property_id, a.id) > ($3::int, $4::bigint)
       ORDER BY a.property_id, a.id
       LIMIT $5
       FOR UPDATE OF a
     ) ${BATCH_AUDITS}`,
    [clientId, channelTypeId, cursor?.propertyId ?? 0, cursor?.auditId ?? 0, size],
  );
  return rows;
}

/**
 * The next audits after `cursor`, of every client, that an engine older than `engineVersion`
 * scored; locked and loaded as `nextBatch` does. Walking the primary key from the cursor reads the
 * table once over the whole re-audit, however few audits are stale.
 */
export async function nextStaleBatch(
  tx: Tx,
  engineVersion: number,
  cursor: AuditKey | null,
  size: number,
): Promise<BatchAudit[]> {
  const { rows } = await tx.query<BatchAudit>(
    `WITH batch AS (
       SELECT ${BATCH_COLUMNS}
       FROM audits a
       JOIN properties p ON p.id = a.property_id
       WHERE (a.property_id, a.id) > ($2::int, $3::bigint) AND a.engine_version < $1
       ORDER BY a.property_id, a.id
       LIMIT $4
       FOR UPDATE OF a
     ) ${BATCH_AUDITS}`,
    [engineVersion, cursor?.propertyId ?? 0, cursor?.auditId ?? 0, size],
  );
  return rows;
}

export interface ReauditedAudit extends AuditKey {
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
  contentScore: number | null;
  contentScoreComponents: unknown;
}

/** Writes re-scored outcomes, stamped with this server's engine as scored now. */
export async function updateAuditOutcomes(
  tx: Tx,
  audits: readonly ReauditedAudit[],
): Promise<void> {
  await tx.query(
    `UPDATE audits a SET accuracy = u.accuracy, knockout = u.knockout,
            knockout_reasons = ARRAY(SELECT jsonb_array_elements_text(u.reasons)),
            content_score = u.content_score, content_score_components = u.components,
            engine_version = $8, scored_at = now()
     FROM unnest($1::int[], $2::bigint[], $3::real[], $4::bool[], $5::jsonb[], $6::real[], $7::jsonb[])
       AS u(property_id, id, accuracy, knockout, reasons, content_score, components)
     WHERE a.property_id = u.property_id AND a.id = u.id`,
    [
      audits.map((a) => a.propertyId),
      audits.map((a) => a.auditId),
      audits.map((a) => a.accuracy),
      audits.map((a) => a.knockout),
      audits.map((a) => JSON.stringify(a.knockoutReasons)),
      audits.map((a) => a.contentScore),
      audits.map((a) =>
        a.contentScoreComponents == null ? null : JSON.stringify(a.contentScoreComponents),
      ),
      ENGINE_VERSION,
    ],
  );
}

/** The columns a re-audit compares: a result equal on all of them is left as it is. */
const RESULT_VALUES = [
  'status',
  'accuracy',
  'weight',
  'priority',
  'source_value',
  'channel_value',
  'additional_data::text',
  'evidence::text',
  'ignored',
];

/**
 * Replaces the batch's stored results with the fresh ones where they differ, and only there: a
 * re-audit mostly confirms what is stored, and rewriting every result (44M at bench scale, with
 * their indexes) was most of its time. The fresh results are loaded into a temporary table,
 * stored rows with no equal fresh row are deleted, and fresh rows with no stored row inserted.
 */
export async function rewriteChangedResults(
  tx: Tx,
  keys: readonly AuditKey[],
  fresh: Parameters<typeof insertResults>[1],
): Promise<void> {
  await tx.query('DROP TABLE IF EXISTS pg_temp.reaudit_results');
  await tx.query(
    'CREATE TEMP TABLE reaudit_results (LIKE audit_results INCLUDING DEFAULTS) ON COMMIT DROP',
  );
  await insertResults(tx, fresh, 'reaudit_results');
  const same = (left: string, right: string) =>
    `(${RESULT_VALUES.map((c) => `${left}.${c}`).join(', ')}) IS NOT DISTINCT FROM (${RESULT_VALUES.map((c) => `${right}.${c}`).join(', ')})`;
  await tx.query(
    `DELETE FROM audit_results ar USING unnest($1::int[], $2::bigint[]) AS k(property_id, audit_id)
     WHERE ar.property_id = k.property_id AND ar.audit_id = k.audit_id
       AND NOT EXISTS (SELECT 1 FROM reaudit_results n
                       WHERE n.property_id = ar.property_id AND n.audit_id = ar.audit_id
                         AND n.characteristic = ar.characteristic AND ${same('n', 'ar')})`,
    [keys.map((k) => k.propertyId), keys.map((k) => k.auditId)],
  );
  await tx.query(
    `INSERT INTO audit_results
     SELECT n.* FROM reaudit_results n
     WHERE NOT EXISTS (SELECT 1 FROM audit_results ar
                       WHERE ar.property_id = n.property_id AND ar.audit_id = n.audit_id
                         AND ar.characteristic = n.characteristic)`,
  );
}
