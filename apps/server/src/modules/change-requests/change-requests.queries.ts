import type { ChangeRequestStatus } from '@lens/domain';
import type pg from 'pg';
import type { Tx } from '../../db/transaction.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { AccessibleView } from '../tenancy/view-access.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * A (property, channel) pair is visible when one of the user's views holds both; the condition
 * takes the SQL expressions of the pair's client, property and channel.
 */
export function visiblePair(
  views: readonly AccessibleView[],
  params: SqlParams,
  columns: { client: string; property: string; channel: string },
): string {
  if (views.length === 0) return 'false';
  return `${columns.client} = ${params.add(views[0]!.clientId)} AND EXISTS (
    SELECT 1 FROM unnest(${params.add(views.map((v) => v.id))}::int[],
                         ${params.add(views.map((v) => v.scope.kind === 'ALL'))}::boolean[],
                         ${params.add(views.map((v) => v.allChannels))}::boolean[]) AS v(id, all_properties, all_channels)
    WHERE (v.all_properties OR ${columns.property} IN (SELECT property_id FROM view_properties WHERE view_id = v.id))
      AND (v.all_channels OR ${columns.channel} IN (SELECT channel_id FROM view_channels WHERE view_id = v.id)))`;
}

export interface RequestAudit {
  auditId: number;
  auditDate: string;
  clientId: number;
  propertyId: number;
  propertyName: string;
  propertyCode: string | null;
  channelId: number;
  channelName: string;
  categoryId: number;
}

/** The audit with its property and channel, if the user's views hold its pair. */
export async function visibleAudit(
  db: Queryable,
  views: readonly AccessibleView[],
  auditId: number,
): Promise<RequestAudit | null> {
  const params = new SqlParams();
  const id = params.add(auditId);
  const visible = visiblePair(views, params, {
    client: 'p.client_id',
    property: 'a.property_id',
    channel: 'a.channel_id',
  });
  const { rows } = await db.query<RequestAudit>(
    `SELECT a.id AS "auditId", to_char(a.audit_date, 'YYYY-MM-DD') AS "auditDate", p.client_id AS "clientId",
            a.property_id AS "propertyId", p.name AS "propertyName", p.code AS "propertyCode",
            a.channel_id AS "channelId", s.name AS "channelName", s.category_id AS "categoryId"
     FROM audits a JOIN properties p ON p.id = a.property_id JOIN channels s ON s.id = a.channel_id
     WHERE a.id = ${id} AND ${visible}`,
    params.values,
  );
  return rows[0] ?? null;
}

export type AuditResultRow = Pick<
  Row<typeof schema.auditResults>,
  'characteristic' | 'status' | 'ignored'
> & {
  sourceValue: string | null;
  channelValue: string | null;
  flaggedItems: string[];
};

/** Every result of the audit with the items flagged for modification inside it. */
export async function auditResultsWithFlags(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<AuditResultRow[]> {
  const { rows } = await db.query<AuditResultRow>(
    `SELECT ar.characteristic, ar.status, ar.ignored, ar.source_value AS "sourceValue",
            ar.channel_value AS "channelValue",
            coalesce((SELECT array_agg(DISTINCT m.char_value) FROM matched_notes m
                      WHERE m.property_id = ar.property_id AND m.audit_id = ar.audit_id
                        AND m.characteristic = ar.characteristic), '{}') AS "flaggedItems"
     FROM audit_results ar WHERE ar.property_id = $1 AND ar.audit_id = $2`,
    [propertyId, auditId],
  );
  return rows;
}

export type ReferenceRow = Pick<
  Row<typeof schema.referenceValues>,
  'characteristic' | 'language' | 'value'
>;

/** The reference values of the characteristics valid on `day`, per language. */
export async function referenceValuesOn(
  db: Queryable,
  propertyId: number,
  characteristics: readonly string[],
  day: string,
): Promise<ReferenceRow[]> {
  const { rows } = await db.query<ReferenceRow>(
    `SELECT characteristic, language, value FROM reference_values
     WHERE property_id = $1 AND characteristic = ANY($2::text[])
       AND valid_from <= $3::date AND (valid_to IS NULL OR valid_to > $3::date)
     ORDER BY characteristic, language`,
    [propertyId, characteristics, day],
  );
  return rows;
}

/** Requests of the pair not confirmed yet. */
export async function unconfirmedRequestIds(
  db: Queryable,
  propertyId: number,
  channelId: number,
): Promise<number[]> {
  const { rows } = await db.query<Pick<Row<typeof schema.changeRequests>, 'id'>>(
    `SELECT id FROM change_requests WHERE property_id = $1 AND channel_id = $2 AND status <> 'CONFIRMED' ORDER BY id`,
    [propertyId, channelId],
  );
  return rows.map((row) => row.id);
}

export interface NewLine {
  characteristic: string;
  language: string;
  currentValue: string | null;
  correctedValue: string;
}

export async function insertChangeRequest(
  tx: Tx,
  audit: RequestAudit,
  userId: number,
  lines: readonly NewLine[],
): Promise<number> {
  const { rows } = await tx.query<Pick<Row<typeof schema.changeRequests>, 'id'>>(
    `INSERT INTO change_requests (client_id, property_id, channel_id, audit_id, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [audit.clientId, audit.propertyId, audit.channelId, audit.auditId, userId],
  );
  const id = rows[0]!.id;
  await tx.query(
    `INSERT INTO change_request_lines (request_id, characteristic, language, current_value, corrected_value)
     SELECT $1, l.characteristic, l.language, l.current_value, l.corrected_value
     FROM jsonb_to_recordset($2::jsonb) AS l(characteristic text, language text, current_value text, corrected_value text)`,
    [
      id,
      JSON.stringify(
        lines.map((line) => ({
          characteristic: line.characteristic,
          language: line.language,
          current_value: line.currentValue,
          corrected_value: line.correctedValue,
        })),
      ),
    ],
  );
  return id;
}

export interface RequestActivity {
  clientId: number;
  userId: number | null;
  propertyId: number;
  channelId: number;
  auditId: number;
  details: { requestId: number; status: ChangeRequestStatus } & Record<string, unknown>;
}

export async function insertRequestActivity(tx: Tx, entry: RequestActivity): Promise<void> {
  await tx.query(
    `INSERT INTO activity_log (client_id, user_id, action, property_id, channel_id, audit_id, details)
     VALUES ($1, $2, 'CHANGE_REQUEST', $3, $4, $5, $6)`,
    [
      entry.clientId,
      entry.userId,
      entry.propertyId,
      entry.channelId,
      entry.auditId,
      JSON.stringify(entry.details),
    ],
  );
}
