import type { SnapshotRecord } from '@lens/contracts';
import type pg from 'pg';
import type { CharacteristicResult } from '../../engine/types.ts';
import type { ReferenceField } from '../reference/reference-fields.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface AuditRow {
  id: number;
  propertyId: number;
  channelId: number;
  channelName: string;
  auditDate: string;
  projectType: 'MANUAL' | 'AUTOMATED' | 'AUTOMATED_NAPW';
  engineVersion: number;
  scoredAt: Date | null;
  accuracy: number | null;
  contentScore: number | null;
  contentScoreComponents: Array<{
    name: string;
    score: number;
    weight: number;
    detail: string;
  }> | null;
  statusNotice: string | null;
  snapshot: SnapshotRecord;
  languages: string[];
}

export type StoredResult = Omit<CharacteristicResult, 'evidence' | 'weight'> & {
  evidence: CharacteristicResult['evidence'] | null;
  ignored: boolean;
};

export async function loadAudit(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<AuditRow | null> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.property_id AS "propertyId", a.channel_id AS "channelId", s.name AS "channelName", a.audit_date AS "auditDate",
            a.project_type AS "projectType", a.engine_version AS "engineVersion", a.scored_at AS "scoredAt",
            a.accuracy, a.content_score AS "contentScore",
            a.content_score_components AS "contentScoreComponents", p.status_notice AS "statusNotice",
            cs.content AS snapshot,
            ARRAY(SELECT l.code FROM property_languages pl JOIN languages l ON l.id = pl.language_id
                  WHERE pl.property_id = p.id ORDER BY l.id) AS languages
     FROM audits a JOIN channels s ON s.id = a.channel_id JOIN properties p ON p.id = a.property_id
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     WHERE a.property_id = $1 AND a.id = $2`,
    [propertyId, auditId],
  );
  return rows[0] ?? null;
}

export async function loadResults(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<StoredResult[]> {
  const { rows } = await db.query<StoredResult>(
    `SELECT characteristic, status, accuracy, source_value AS "sourceValue", channel_value AS "channelValue",
            additional_data AS "additionalData", priority, evidence, ignored
     FROM audit_results WHERE property_id = $1 AND audit_id = $2 ORDER BY priority, characteristic`,
    [propertyId, auditId],
  );
  return rows;
}

/** The channel's capture before this audit's, for the current-versus-previous description view. */
export async function previousSnapshot(
  db: Queryable,
  audit: AuditRow,
): Promise<SnapshotRecord | null> {
  const { rows } = await db.query<{ content: SnapshotRecord }>(
    `SELECT cs.content FROM audits a
     JOIN channel_snapshots cs ON cs.property_id = a.property_id AND cs.id = a.snapshot_id
     WHERE a.property_id = $1 AND a.channel_id = $2 AND (a.audit_date, a.id) < ($3::date, $4::bigint)
     ORDER BY a.audit_date DESC, a.id DESC LIMIT 1`,
    [audit.propertyId, audit.channelId, audit.auditDate, audit.id],
  );
  return rows[0]?.content ?? null;
}

/** Reference values of the property valid on the audit's date. */
export async function referenceAt(
  db: Queryable,
  propertyId: number,
  date: string,
): Promise<ReferenceField[]> {
  const { rows } = await db.query<ReferenceField>(
    `SELECT characteristic, language, value FROM reference_values
     WHERE property_id = $1 AND valid_from <= $2 AND (valid_to IS NULL OR valid_to > $2)`,
    [propertyId, date],
  );
  return rows;
}

export async function loadComments(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<Array<{ characteristic: string; kind: 'COMMENT' | 'RESOLVED'; note: string }>> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.auditComments>, 'characteristic' | 'kind' | 'note'>
  >(
    `SELECT characteristic, kind, note FROM audit_comments WHERE property_id = $1 AND audit_id = $2 ORDER BY id`,
    [propertyId, auditId],
  );
  return rows;
}

/** The latest audit of a property on a channel within a date range. */
export async function lastAudit(
  db: Queryable,
  propertyId: number,
  channelId: number,
  startDate: string,
  endDate: string,
): Promise<{ id: number; auditDate: string; projectType: AuditRow['projectType'] } | null> {
  const { rows } = await db.query<{
    id: number;
    auditDate: string;
    projectType: AuditRow['projectType'];
  }>(
    `SELECT id, audit_date AS "auditDate", project_type AS "projectType" FROM audits
     WHERE property_id = $1 AND channel_id = $2 AND audit_date BETWEEN $3 AND $4
     ORDER BY audit_date DESC, id DESC LIMIT 1`,
    [propertyId, channelId, startDate, endDate],
  );
  return rows[0] ?? null;
}

export async function loadAuditNotes(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<
  Array<{
    id: number;
    characteristic: string;
    options: Array<{
      id: number;
      type?: string | null;
      instruction: { source: string; content: string };
    }>;
    selectedOptionId: number | null;
    comment: string | null;
  }>
> {
  const { rows } = await db.query(
    `SELECT id, characteristic, options, selected_option_id AS "selectedOptionId", comment
     FROM audit_result_notes WHERE property_id = $1 AND audit_id = $2 ORDER BY id`,
    [propertyId, auditId],
  );
  return rows;
}
