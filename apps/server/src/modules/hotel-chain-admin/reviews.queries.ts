import type { CharacteristicType, Status } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import type { ScoredResult } from '../audits/audit-score.ts';
import { inViews } from './review-queue.queries.ts';

export interface ReviewTarget {
  propertyId: number;
  auditId: number;
  channelId: number;
  characteristic: CharacteristicType;
  status: Status;
  sourceValue: string | null;
  channelValue: string | null;
}

/**
 * The results asked for that belong to the client, with their audits locked: a re-audit of the
 * same audits, or a second reviewer, waits until this decision commits.
 */
export async function lockReviewTargets(
  tx: Tx,
  clientId: number,
  viewIds: number[] | null,
  items: ReadonlyArray<{ auditId: number; characteristic: string }>,
): Promise<ReviewTarget[]> {
  const { rows } = await tx.query<ReviewTarget>(
    `SELECT a.property_id AS "propertyId", a.id AS "auditId", a.channel_id AS "channelId",
            ar.characteristic, ar.status, ar.source_value AS "sourceValue", ar.channel_value AS "channelValue"
     FROM (SELECT DISTINCT * FROM unnest($2::bigint[], $3::text[]) AS t(audit_id, characteristic)) i
     JOIN audits a ON a.id = i.audit_id
     JOIN properties p ON p.id = a.property_id AND p.client_id = $1
     JOIN audit_results ar
       ON ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = i.characteristic
     WHERE ${inViews('$4')}
     ORDER BY a.property_id, a.id, ar.characteristic
     FOR UPDATE OF a, ar`,
    [
      clientId,
      items.map((item) => item.auditId),
      items.map((item) => item.characteristic),
      viewIds,
    ],
  );
  return rows;
}

export async function setResultStatuses(
  tx: Tx,
  changes: ReadonlyArray<{
    propertyId: number;
    auditId: number;
    characteristic: string;
    status: Status;
    accuracy: number | null;
  }>,
): Promise<void> {
  await tx.query(
    `UPDATE audit_results ar SET status = c.status, accuracy = c.accuracy
     FROM unnest($1::int[], $2::bigint[], $3::text[], $4::text[], $5::smallint[])
       AS c(property_id, audit_id, characteristic, status, accuracy)
     WHERE ar.property_id = c.property_id AND ar.audit_id = c.audit_id AND ar.characteristic = c.characteristic`,
    [
      changes.map((c) => c.propertyId),
      changes.map((c) => c.auditId),
      changes.map((c) => c.characteristic),
      changes.map((c) => c.status),
      changes.map((c) => c.accuracy),
    ],
  );
}

export interface StoredAudit extends AuditKey {
  channelId: number;
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
  results: ScoredResult[];
}

/** The audits with every result, as scoring needs them. */
export async function loadAuditsWithResults(
  tx: Tx,
  keys: readonly AuditKey[],
): Promise<StoredAudit[]> {
  const { rows } = await tx.query<StoredAudit>(
    `SELECT a.property_id AS "propertyId", a.id AS "auditId", a.channel_id AS "channelId", a.accuracy, a.knockout,
            a.knockout_reasons AS "knockoutReasons",
            (SELECT coalesce(json_agg(json_build_object('characteristic', ar.characteristic, 'status', ar.status,
                      'weight', ar.weight, 'ignored', ar.ignored) ORDER BY ar.characteristic), '[]')
             FROM audit_results ar WHERE ar.property_id = a.property_id AND ar.audit_id = a.id) AS results
     FROM audits a JOIN unnest($1::int[], $2::bigint[]) AS k(property_id, id)
       ON a.property_id = k.property_id AND a.id = k.id
     ORDER BY a.property_id, a.id`,
    [keys.map((k) => k.propertyId), keys.map((k) => k.auditId)],
  );
  return rows;
}

export interface AuditScoreUpdate extends AuditKey {
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
}

export async function updateAuditScores(
  tx: Tx,
  updates: readonly AuditScoreUpdate[],
): Promise<void> {
  await tx.query(
    `UPDATE audits a SET accuracy = u.accuracy, knockout = u.knockout,
            knockout_reasons = ARRAY(SELECT jsonb_array_elements_text(u.reasons))
     FROM unnest($1::int[], $2::bigint[], $3::real[], $4::bool[], $5::jsonb[])
       AS u(property_id, id, accuracy, knockout, reasons)
     WHERE a.property_id = u.property_id AND a.id = u.id`,
    [
      updates.map((u) => u.propertyId),
      updates.map((u) => u.auditId),
      updates.map((u) => u.accuracy),
      updates.map((u) => u.knockout),
      updates.map((u) => JSON.stringify(u.knockoutReasons)),
    ],
  );
}

export interface ReviewRecord {
  propertyId: number;
  auditId: number;
  characteristic: string;
  decision: 'ACCEPT' | 'REJECT';
  fromStatus: string;
  status: string;
  sourceValue: string | null;
  channelValue: string | null;
  reviewedBy: number;
}

/** Records decisions; a result reviewed again (its values changed since) keeps the latest. */
export async function upsertReviews(tx: Tx, reviews: readonly ReviewRecord[]): Promise<void> {
  await tx.query(
    `INSERT INTO result_reviews (property_id, audit_id, characteristic, decision, from_status, status,
       source_value, channel_value, reviewed_by)
     SELECT property_id, audit_id, characteristic, decision::review_decision, from_status, status,
            source_value, channel_value, reviewed_by
     FROM jsonb_to_recordset($1::jsonb) AS r(property_id int, audit_id bigint, characteristic text,
       decision text, from_status text, status text, source_value text, channel_value text, reviewed_by int)
     ON CONFLICT (property_id, audit_id, characteristic) DO UPDATE SET
       decision = excluded.decision, from_status = excluded.from_status, status = excluded.status,
       source_value = excluded.source_value, channel_value = excluded.channel_value,
       reviewed_by = excluded.reviewed_by, reviewed_at = now()`,
    [
      JSON.stringify(
        reviews.map((r) => ({
          property_id: r.propertyId,
          audit_id: r.auditId,
          characteristic: r.characteristic,
          decision: r.decision,
          from_status: r.fromStatus,
          status: r.status,
          source_value: r.sourceValue,
          channel_value: r.channelValue,
          reviewed_by: r.reviewedBy,
        })),
      ),
    ],
  );
}
