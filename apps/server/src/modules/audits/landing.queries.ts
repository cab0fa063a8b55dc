import type { CharacteristicType } from '@lens/domain';
import { copyRows, reserveIds } from '../../db/copy-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import type { CharacteristicResult, ChannelProfile } from '../../engine/types.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

export async function loadChannelProfiles(tx: Tx): Promise<Map<number, ChannelProfile>> {
  const { rows } = await tx.query<
    Pick<Row<typeof schema.channels>, 'id' | 'name' | 'characteristics'> & { categoryId: number }
  >('SELECT id, name, category_id AS "categoryId", characteristics FROM channels');
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, characteristics: row.characteristics as CharacteristicType[] },
    ]),
  );
}

export async function loadLimitOverrides(tx: Tx, clientId: number): Promise<Map<number, unknown>> {
  const { rows } = await tx.query<{ categoryId: number; limits: unknown }>(
    'SELECT category_id AS "categoryId", limits FROM audit_limits WHERE client_id = $1',
    [clientId],
  );
  return new Map(rows.map((row) => [row.categoryId, row.limits]));
}

export interface NewAudit {
  propertyId: number;
  channelId: number;
  snapshotId: number;
  auditDate: string;
  projectType: string;
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
  contentScore: number | null;
  contentScoreComponents: unknown;
  listingType: string | null;
  listingUrl: string | null;
  pageNumber: number | null;
  position: number | null;
  level: number | null;
  /** The ENGINE_VERSION that scored the audit. */
  engineVersion: number;
}

/** Inserts audits in one statement; returns their ids in input order (matched by snapshot). */
export async function insertAudits(tx: Tx, audits: NewAudit[]): Promise<number[]> {
  const column = <K extends keyof NewAudit>(key: K) => audits.map((audit) => audit[key]);
  const { rows } = await tx.query<
    Pick<Row<typeof schema.audits>, 'property_id' | 'snapshot_id' | 'id'>
  >(
    `INSERT INTO audits (property_id, channel_id, snapshot_id, audit_date, project_type, accuracy, knockout,
       knockout_reasons, content_score, content_score_components, listing_type, listing_url, page_number, position, level,
       engine_version)
     SELECT property_id, channel_id, snapshot_id, audit_date, project_type::project_type, accuracy, knockout,
            ARRAY(SELECT jsonb_array_elements_text(knockout_reasons)), content_score, content_score_components,
            listing_type, listing_url, page_number, position, level, engine_version
     FROM unnest($1::int[], $2::int[], $3::bigint[], $4::date[], $5::text[], $6::real[], $7::bool[], $8::jsonb[],
                 $9::real[], $10::jsonb[], $11::text[], $12::text[], $13::smallint[], $14::smallint[], $15::smallint[],
                 $16::int[])
       AS a(property_id, channel_id, snapshot_id, audit_date, project_type, accuracy, knockout,
            knockout_reasons, content_score, content_score_components, listing_type, listing_url, page_number,
            position, level, engine_version)
     RETURNING property_id, snapshot_id, id`,
    [
      column('propertyId'),
      column('channelId'),
      column('snapshotId'),
      column('auditDate'),
      column('projectType'),
      column('accuracy'),
      column('knockout'),
      audits.map((audit) => JSON.stringify(audit.knockoutReasons)),
      column('contentScore'),
      audits.map((audit) => JSON.stringify(audit.contentScoreComponents ?? null)),
      column('listingType'),
      column('listingUrl'),
      column('pageNumber'),
      column('position'),
      column('level'),
      column('engineVersion'),
    ],
  );
  const ids = new Map(rows.map((row) => [`${row.property_id}|${row.snapshot_id}`, Number(row.id)]));
  return audits.map((audit) => ids.get(`${audit.propertyId}|${audit.snapshotId}`)!);
}

export async function insertResults(
  tx: Tx,
  results: Array<{ propertyId: number; auditId: number; result: CharacteristicResult }>,
  /** A table shaped like audit_results to write to instead (the re-audit's comparison table). */
  table = 'audit_results',
): Promise<void> {
  await copyRows(
    tx,
    table,
    [
      'property_id',
      'audit_id',
      'characteristic',
      'status',
      'accuracy',
      'weight',
      'priority',
      'source_value',
      'channel_value',
      'additional_data',
      'evidence',
      'ignored',
    ],
    results.map(({ propertyId, auditId, result }) => [
      propertyId,
      auditId,
      result.characteristic,
      result.status,
      result.accuracy,
      result.weight,
      result.priority,
      result.sourceValue,
      result.channelValue,
      result.additionalData ?? null,
      result.evidence,
      result.ignored ?? false,
    ]),
  );
}

export interface NewSnapshot {
  propertyId: number;
  channelId: number;
  capturedAt: string;
  content: unknown;
  contentHash: string;
}

/** Snapshots already stored under the same (property, channel, time), with their content hash. */
export async function findSnapshots(
  tx: Tx,
  keys: Array<{ propertyId: number; channelId: number; capturedAt: string }>,
): Promise<Map<string, { id: number; contentHash: string }>> {
  const { rows } = await tx.query<
    Pick<
      Row<typeof schema.channelSnapshots>,
      'property_id' | 'channel_id' | 'captured_at' | 'id' | 'content_hash'
    >
  >(
    `SELECT s.property_id, s.channel_id, s.captured_at, s.id, s.content_hash
     FROM channel_snapshots s JOIN unnest($1::int[], $2::int[], $3::timestamptz[]) AS k(p, channel, at)
       ON s.property_id = k.p AND s.channel_id = k.channel AND s.captured_at = k.at`,
    [keys.map((k) => k.propertyId), keys.map((k) => k.channelId), keys.map((k) => k.capturedAt)],
  );
  return new Map(
    rows.map((row) => [
      snapshotKey(row.property_id, row.channel_id, row.captured_at.toISOString()),
      { id: Number(row.id), contentHash: row.content_hash },
    ]),
  );
}

export function snapshotKey(propertyId: number, channelId: number, capturedAt: string): string {
  return `${propertyId}|${channelId}|${new Date(capturedAt).toISOString()}`;
}

/** Inserts snapshots with COPY under reserved ids; returns the ids in input order. */
export async function insertSnapshots(tx: Tx, snapshots: NewSnapshot[]): Promise<number[]> {
  const ids = await reserveIds(tx, 'channel_snapshots', snapshots.length);
  await copyRows(
    tx,
    'channel_snapshots',
    ['property_id', 'id', 'channel_id', 'captured_at', 'content', 'content_hash'],
    snapshots.map((s, i) => [
      s.propertyId,
      ids[i],
      s.channelId,
      s.capturedAt,
      s.content,
      s.contentHash,
    ]),
  );
  return ids;
}
