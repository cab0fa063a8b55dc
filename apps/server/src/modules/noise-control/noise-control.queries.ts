import { ACCEPTED_VARIANT_RULE, type CharacteristicType, type Status } from '@lens/domain';
import type { Tx } from '../../db/transaction.ts';
import type { Evidence } from '../../engine/index.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

/** md5 of a value as shown, the same as valueHash in noise-rules.ts. */
const hashOf = (column: string) => `md5(coalesce(${column}, ''))`;

export interface TargetResult extends AuditKey {
  channelId: number;
  characteristic: CharacteristicType;
  status: Status;
  ignored: boolean;
  sourceValue: string | null;
  channelValue: string | null;
  evidence: Evidence | null;
}

/** One result of the client's audit, its audit and result locked until the decision commits. */
export async function lockTarget(
  tx: Tx,
  clientId: number,
  auditId: number,
  characteristic: string,
): Promise<TargetResult | null> {
  const { rows } = await tx.query<TargetResult>(
    `SELECT a.property_id AS "propertyId", a.id AS "auditId", a.channel_id AS "channelId", ar.characteristic,
            ar.status, ar.ignored, ar.source_value AS "sourceValue", ar.channel_value AS "channelValue", ar.evidence
     FROM audits a
     JOIN properties p ON p.id = a.property_id AND p.client_id = $1
     JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = $3
     WHERE a.id = $2
     FOR UPDATE OF a, ar`,
    [clientId, auditId, characteristic],
  );
  return rows[0] ?? null;
}

export interface NewVariant {
  clientId: number;
  characteristic: string;
  sourceNormalized: string;
  channelNormalized: string;
  channelId: number | null;
  propertyId: number;
  auditId: number;
  sourceValue: string | null;
  channelValue: string | null;
  createdBy: number;
}

/** Stores the variant; null when the same pair is already accepted for the same channels. */
export async function insertVariant(
  tx: Tx,
  v: NewVariant,
): Promise<{ id: number; createdAt: Date } | null> {
  const { rows } = await tx.query<
    Pick<Row<typeof schema.acceptedVariants>, 'id'> & { createdAt: Date }
  >(
    `INSERT INTO accepted_variants (client_id, characteristic, source_normalized, channel_normalized, channel_id,
       property_id, audit_id, source_value, channel_value, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING
     RETURNING id, created_at AS "createdAt"`,
    [
      v.clientId,
      v.characteristic,
      v.sourceNormalized,
      v.channelNormalized,
      v.channelId,
      v.propertyId,
      v.auditId,
      v.sourceValue,
      v.channelValue,
      v.createdBy,
    ],
  );
  return rows[0] ?? null;
}

/** Stores an ignore of the result's values as they are now; null when they already are. */
export async function insertIgnore(
  tx: Tx,
  clientId: number,
  target: TargetResult,
  createdBy: number,
): Promise<{ id: number; createdAt: Date } | null> {
  const { rows } = await tx.query<
    Pick<Row<typeof schema.resultIgnores>, 'id'> & { createdAt: Date }
  >(
    `INSERT INTO result_ignores (client_id, property_id, channel_id, characteristic, source_hash, channel_hash,
       audit_id, source_value, channel_value, created_by)
     VALUES ($1, $2, $3, $4, ${hashOf('$5::text')}, ${hashOf('$6::text')}, $7, $5, $6, $8)
     ON CONFLICT DO NOTHING
     RETURNING id, created_at AS "createdAt"`,
    [
      clientId,
      target.propertyId,
      target.channelId,
      target.characteristic,
      target.sourceValue,
      target.channelValue,
      target.auditId,
      createdBy,
    ],
  );
  return rows[0] ?? null;
}

export interface VariantRow {
  id: number;
  clientId: number;
  characteristic: CharacteristicType;
  sourceNormalized: string;
  channelNormalized: string;
  channelId: number | null;
  propertyId: number | null;
  auditId: number | null;
  sourceValue: string | null;
  channelValue: string | null;
}

export async function deleteVariant(
  tx: Tx,
  clientId: number,
  id: number,
): Promise<VariantRow | null> {
  const { rows } = await tx.query<VariantRow>(
    `DELETE FROM accepted_variants WHERE client_id = $1 AND id = $2
     RETURNING id, client_id AS "clientId", characteristic, source_normalized AS "sourceNormalized",
       channel_normalized AS "channelNormalized", channel_id AS "channelId", property_id AS "propertyId",
       audit_id AS "auditId", source_value AS "sourceValue", channel_value AS "channelValue"`,
    [clientId, id],
  );
  return rows[0] ?? null;
}

export interface IgnoreRow {
  id: number;
  propertyId: number;
  channelId: number;
  characteristic: CharacteristicType;
  sourceHash: string;
  channelHash: string;
  auditId: number | null;
  sourceValue: string | null;
  channelValue: string | null;
}

export async function deleteIgnore(
  tx: Tx,
  clientId: number,
  id: number,
): Promise<IgnoreRow | null> {
  const { rows } = await tx.query<IgnoreRow>(
    `DELETE FROM result_ignores WHERE client_id = $1 AND id = $2
     RETURNING id, property_id AS "propertyId", channel_id AS "channelId", characteristic,
       source_hash AS "sourceHash", channel_hash AS "channelHash", audit_id AS "auditId",
       source_value AS "sourceValue", channel_value AS "channelValue"`,
    [clientId, id],
  );
  return rows[0] ?? null;
}

export interface DecidedResult extends AuditKey {
  characteristic: CharacteristicType;
  status: Status;
  evidence: Evidence;
}

/**
 * The audits today's scores read (every month's pair states of the client, on the channel when
 * given) and one more audit, locked. A variant re-scores these; new audits apply it as they land.
 */
const CURRENT_AUDITS = `(a.property_id, a.id) IN (
    SELECT s.property_id, s.audit_id FROM pair_states s
    WHERE s.client_id = $1 AND ($2::int IS NULL OR s.channel_id = $2)
    UNION SELECT $3::int, $4::bigint)`;

/** Current results with the variant's characteristic and pair that it does not decide yet. */
export async function resultsToAccept(
  tx: Tx,
  variant: Pick<
    VariantRow,
    'clientId' | 'characteristic' | 'sourceNormalized' | 'channelNormalized' | 'channelId'
  >,
  origin: AuditKey,
): Promise<DecidedResult[]> {
  const { rows } = await tx.query<DecidedResult>(
    `SELECT ar.property_id AS "propertyId", ar.audit_id AS "auditId", ar.characteristic, ar.status, ar.evidence
     FROM audits a
     JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = $5
     WHERE ${CURRENT_AUDITS} AND ($2::int IS NULL OR a.channel_id = $2)
       AND ar.evidence->>'sourceNormalized' = $6 AND ar.evidence->>'channelNormalized' = $7
       AND ar.status <> 'ACCURATE' AND ar.evidence->>'rule' IS DISTINCT FROM $8
     ORDER BY ar.property_id, ar.audit_id
     FOR UPDATE OF a, ar`,
    [
      variant.clientId,
      variant.channelId,
      origin.propertyId,
      origin.auditId,
      variant.characteristic,
      variant.sourceNormalized,
      variant.channelNormalized,
      ACCEPTED_VARIANT_RULE,
    ],
  );
  return rows;
}

/** Current results the withdrawn variant decided, locked. */
export async function resultsOfVariant(tx: Tx, variant: VariantRow): Promise<DecidedResult[]> {
  const { rows } = await tx.query<DecidedResult>(
    `SELECT ar.property_id AS "propertyId", ar.audit_id AS "auditId", ar.characteristic, ar.status, ar.evidence
     FROM audits a
     JOIN audit_results ar ON ar.property_id = a.property_id AND ar.audit_id = a.id AND ar.characteristic = $5
     WHERE ${CURRENT_AUDITS}
       AND ar.evidence->>'rule' = $6 AND ar.evidence->'details'->'acceptedVariant'->>'id' = $7::text
     ORDER BY ar.property_id, ar.audit_id
     FOR UPDATE OF a, ar`,
    [
      variant.clientId,
      variant.channelId,
      variant.propertyId ?? 0,
      variant.auditId ?? 0,
      variant.characteristic,
      ACCEPTED_VARIANT_RULE,
      variant.id,
    ],
  );
  return rows;
}

export async function writeDecidedResults(
  tx: Tx,
  results: ReadonlyArray<DecidedResult & { accuracy: number | null }>,
): Promise<void> {
  if (results.length === 0) return;
  await tx.query(
    `UPDATE audit_results ar SET status = r.status, accuracy = r.accuracy, evidence = r.evidence
     FROM unnest($1::int[], $2::bigint[], $3::text[], $4::text[], $5::smallint[], $6::json[])
       AS r(property_id, audit_id, characteristic, status, accuracy, evidence)
     WHERE ar.property_id = r.property_id AND ar.audit_id = r.audit_id AND ar.characteristic = r.characteristic`,
    [
      results.map((r) => r.propertyId),
      results.map((r) => r.auditId),
      results.map((r) => r.characteristic),
      results.map((r) => r.status),
      results.map((r) => r.accuracy),
      results.map((r) => JSON.stringify(r.evidence)),
    ],
  );
}

/**
 * Sets `ignored` on every result of the property and channel with the characteristic and both
 * values as hashed, in all its audits (the history shows the same values set aside); returns the
 * audits changed.
 */
export async function setIgnored(
  tx: Tx,
  key: Pick<
    IgnoreRow,
    'propertyId' | 'channelId' | 'characteristic' | 'sourceHash' | 'channelHash'
  >,
  ignored: boolean,
): Promise<AuditKey[]> {
  const { rows } = await tx.query<AuditKey>(
    `UPDATE audit_results ar SET ignored = $6
     FROM audits a
     WHERE a.property_id = $1 AND a.channel_id = $2 AND ar.property_id = a.property_id AND ar.audit_id = a.id
       AND ar.characteristic = $3 AND ${hashOf('ar.source_value')} = $4 AND ${hashOf('ar.channel_value')} = $5
       AND ar.ignored <> $6
     RETURNING ar.property_id AS "propertyId", ar.audit_id AS "auditId"`,
    [key.propertyId, key.channelId, key.characteristic, key.sourceHash, key.channelHash, ignored],
  );
  return rows;
}
