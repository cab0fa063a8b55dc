import type { SnapshotRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { ENGINE_VERSION } from '../../engine/index.ts';
import { insertResults } from '../audits/landing.queries.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';

export interface BatchAudit extends AuditKey {
  clientId: number;
  channelId: number;
  snapshotId: number;
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
  contentScore: number | null;
  contentScoreComponents: unknown;
  engineVersion: number;
  record: SnapshotRecord;
  /** The results as stored, with what a re-audit must keep: ignores, flags and reviews. */
  results: StoredResult[];
}

/** A stored result: its values as the columns hold them (JSON as its text), and its review. */
export interface StoredResult {
  characteristic: string;
  status: string;
  accuracy: number | null;
  weight: number;
  priority: number;
  sourceValue: string | null;
  channelValue: string | null;
  additionalData: string | null;
  evidence: string;
  ignored: boolean;
  review: { status: string; sourceValue: string | null; channelValue: string | null } | null;
}

/** An audit a batch has locked, with its client. */
export interface LockedAudit extends AuditKey {
  clientId: number;
}

/**
 * The next audits of the client's channel category after `cursor`, in key order, locked so that a
 * review of one of them waits for this batch (and a batch for a review). `loadBatchAudits` then
 * reads them.
 */
export async function nextBatch(
  tx: Tx,
  clientId: number,
  categoryId: number,
  cursor: AuditKey | null,
  size: number,
): Promise<LockedAudit[]> {
  // The keys walk the client's properties in order and each one's audits in the channel category,
  // bounded below by the cursor inside the walk: joined flat, the planner misjudged the channel
  // type's share of the audits and read every audit after the cursor for each batch of 200.
  const { rows } = await tx.query<LockedAudit>(
    `WITH keys AS (
       SELECT p.id AS property_id, a.id
       FROM properties p
       CROSS JOIN LATERAL (
         SELECT a.id FROM audits a
         WHERE a.property_id = p.id AND (a.property_id, a.id) > ($3::int, $4::bigint)
           AND a.channel_id = ANY (ARRAY(SELECT s.id FROM channels s WHERE s.category_id = $2))
       ) a
       WHERE p.client_id = $1 AND p.id >= $3::int
       ORDER BY p.id, a.id
       LIMIT $5
     )
     SELECT a.property_id AS "propertyId", a.id AS "auditId", $1::int AS "clientId"
     FROM keys k JOIN audits a ON a.property_id = k.property_id AND a.id = k.id
     ORDER BY a.property_id, a.id
     FOR UPDATE OF a`,
    [clientId, categoryId, cursor?.propertyId ?? 0, cursor?.auditId ?? 0, size],
  );
  return rows;
}

/**
 * The next audits after `cursor`, of every client, that an engine older than `engineVersion`
 * scored; locked as `nextBatch` locks. Walking the primary key from the cursor reads the table
 * once over the whole re-audit, however few audits are stale.
 */
export async function nextStaleBatch(
  tx: Tx,
  engineVersion: number,
  cursor: AuditKey | null,
  size: number,
): Promise<LockedAudit[]> {
  const { rows } = await tx.query<LockedAudit>(
    `SELECT a.property_id AS "propertyId", a.id AS "auditId", p.client_id AS "clientId"
     FROM audits a
     JOIN properties p ON p.id = a.property_id
     WHERE (a.property_id, a.id) > ($2::int, $3::bigint) AND a.engine_version < $1
     ORDER BY a.property_id, a.id
     LIMIT $4
     FOR UPDATE OF a`,
    [engineVersion, cursor?.propertyId ?? 0, cursor?.auditId ?? 0, size],
  );
  return rows;
}

/** Locked audits with their snapshots and stored results, in key order. */
export async function loadBatchAudits(tx: Tx, keys: readonly AuditKey[]): Promise<BatchAudit[]> {
  const { rows } = await tx.query<BatchAudit>(
    `SELECT a.property_id AS "propertyId", a.id AS "auditId", p.client_id AS "clientId", a.channel_id AS "channelId",
            a.snapshot_id AS "snapshotId", a.accuracy, a.knockout, a.knockout_reasons AS "knockoutReasons",
            a.content_score AS "contentScore", a.content_score_components AS "contentScoreComponents",
            a.engine_version AS "engineVersion", cs.content AS record,
            (SELECT coalesce(json_agg(json_build_object('characteristic', ar.characteristic, 'status', ar.status,
                      'accuracy', ar.accuracy, 'weight', ar.weight, 'priority', ar.priority,
                      'sourceValue', ar.source_value, 'channelValue', ar.channel_value,
                      'additionalData', ar.additional_data::text, 'evidence', ar.evidence::text,
                      'ignored', ar.ignored, 'review',
                      CASE WHEN rr.property_id IS NOT NULL THEN json_build_object('status', rr.status,
                        'sourceValue', rr.source_value, 'channelValue', rr.channel_value) END)), '[]')
             FROM audit_results ar
             LEFT JOIN result_reviews rr ON rr.property_id = ar.property_id AND rr.audit_id = ar.audit_id
               AND rr.characteristic = ar.characteristic
             WHERE ar.property_id = a.property_id AND ar.audit_id = a.id) AS results
     FROM unnest($1::int[], $2::bigint[]) AS k(property_id, id)
     JOIN audits a ON a.property_id = k.property_id AND a.id = k.id
     JOIN properties p ON p.id = a.property_id
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     ORDER BY a.property_id, a.id`,
    [keys.map((k) => k.propertyId), keys.map((k) => k.auditId)],
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

/** A stored result by its key. */
export interface ResultKey extends AuditKey {
  characteristic: string;
}

/**
 * Deletes the stored results a re-audit found changed or gone and writes their fresh versions
 * (and results new to their audits). A re-audit mostly confirms what is stored, so it writes
 * only the difference, worked out beside the engine (`result-changes.ts`).
 */
export async function replaceResults(
  tx: Tx,
  removed: readonly ResultKey[],
  added: Parameters<typeof insertResults>[1],
): Promise<void> {
  if (removed.length > 0)
    await tx.query(
      `DELETE FROM audit_results ar
       USING unnest($1::int[], $2::bigint[], $3::text[]) AS k(property_id, audit_id, characteristic)
       WHERE ar.property_id = k.property_id AND ar.audit_id = k.audit_id
         AND ar.characteristic = k.characteristic`,
      [
        removed.map((k) => k.propertyId),
        removed.map((k) => k.auditId),
        removed.map((k) => k.characteristic),
      ],
    );
  if (added.length > 0) await insertResults(tx, added);
}
