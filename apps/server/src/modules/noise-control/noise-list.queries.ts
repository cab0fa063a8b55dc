import { ACCEPTED_VARIANT_RULE, type NoiseKind } from '@lens/domain';
import type pg from 'pg';
import { limitOffset, type PageRequest } from '../../db/paging.ts';

type Queryable = Pick<pg.Pool, 'query'>;

/** Which properties a user may see: all of the client's, or those of their views. */
export interface PropertyScope {
  clientId: number;
  all: boolean;
  viewIds: number[];
}

const IN_SCOPE = (column: string) =>
  `($2::boolean OR ${column} IN (SELECT property_id FROM view_properties WHERE view_id = ANY($3::int[])))`;

export interface MarkRow {
  kind: NoiseKind;
  id: number;
  characteristic: string;
  allChannels: boolean;
  createdBy: string | null;
  createdAt: Date;
}

/** The accepted variants that decided the audit's results and the ignores that set them aside. */
export async function auditMarks(
  db: Queryable,
  propertyId: number,
  auditId: number,
): Promise<MarkRow[]> {
  const { rows } = await db.query<MarkRow>(
    `SELECT 'ACCEPTED_VARIANT' AS kind, v.id, ar.characteristic, v.channel_id IS NULL AS "allChannels",
            u.name AS "createdBy", v.created_at AS "createdAt"
     FROM audit_results ar
     JOIN accepted_variants v ON v.id = (ar.evidence->'details'->'acceptedVariant'->>'id')::bigint
     LEFT JOIN users u ON u.id = v.created_by
     WHERE ar.property_id = $1 AND ar.audit_id = $2 AND ar.evidence->>'rule' = $3
     UNION ALL
     SELECT 'IGNORED', i.id, ar.characteristic, false, u.name, i.created_at
     FROM audit_results ar
     JOIN audits a ON a.property_id = ar.property_id AND a.id = ar.audit_id
     JOIN result_ignores i ON i.property_id = ar.property_id AND i.channel_id = a.channel_id
       AND i.characteristic = ar.characteristic AND i.source_hash = md5(coalesce(ar.source_value, ''))
       AND i.channel_hash = md5(coalesce(ar.channel_value, ''))
     LEFT JOIN users u ON u.id = i.created_by
     WHERE ar.property_id = $1 AND ar.audit_id = $2 AND ar.ignored
     ORDER BY 3, 1`,
    [propertyId, auditId, ACCEPTED_VARIANT_RULE],
  );
  return rows;
}

export interface EntryRow {
  kind: NoiseKind;
  id: number;
  characteristic: string;
  propertyId: number | null;
  propertyName: string | null;
  propertyCode: string | null;
  channelId: number | null;
  channelName: string | null;
  auditId: number | null;
  sourceValue: string | null;
  channelValue: string | null;
  sourceNormalized: string | null;
  channelNormalized: string | null;
  createdBy: string | null;
  createdAt: Date;
  total: number;
}

/**
 * The client's accepted variants and ignores, newest first. Variants are the client's, but a
 * user limited to some properties sees only those accepted on them, as the decisions name values
 * of those properties.
 */
export async function listEntries(
  db: Queryable,
  scope: PropertyScope,
  filter: { kind?: NoiseKind; pattern: string | null },
  page: PageRequest,
): Promise<EntryRow[]> {
  const [limit, offset] = limitOffset(page);
  const { rows } = await db.query<EntryRow>(
    `WITH entries AS (
       SELECT 'ACCEPTED_VARIANT' AS kind, v.id, v.characteristic, v.property_id, v.channel_id, v.audit_id,
              v.source_value, v.channel_value, v.source_normalized, v.channel_normalized, v.created_by, v.created_at
       FROM accepted_variants v WHERE v.client_id = $1 AND ${IN_SCOPE('v.property_id')}
       UNION ALL
       SELECT 'IGNORED', i.id, i.characteristic, i.property_id, i.channel_id, i.audit_id,
              i.source_value, i.channel_value, NULL, NULL, i.created_by, i.created_at
       FROM result_ignores i WHERE i.client_id = $1 AND ${IN_SCOPE('i.property_id')}
     )
     SELECT e.kind, e.id, e.characteristic, e.property_id AS "propertyId", p.name AS "propertyName",
            p.code AS "propertyCode", e.channel_id AS "channelId", s.name AS "channelName", e.audit_id AS "auditId",
            e.source_value AS "sourceValue", e.channel_value AS "channelValue",
            e.source_normalized AS "sourceNormalized", e.channel_normalized AS "channelNormalized",
            u.name AS "createdBy", e.created_at AS "createdAt", count(*) OVER ()::int AS total
     FROM entries e
     LEFT JOIN properties p ON p.id = e.property_id
     LEFT JOIN channels s ON s.id = e.channel_id
     LEFT JOIN users u ON u.id = e.created_by
     WHERE ($4::text IS NULL OR e.kind = $4)
       AND ($5::text IS NULL OR p.name ILIKE $5 OR p.code ILIKE $5 OR e.source_value ILIKE $5
            OR e.channel_value ILIKE $5)
     ORDER BY e.created_at DESC, e.kind, e.id DESC
     LIMIT $6 OFFSET $7`,
    [scope.clientId, scope.all, scope.viewIds, filter.kind ?? null, filter.pattern, limit, offset],
  );
  return rows;
}

/** Whether the property is one the user may see (decisions on it may be undone by them). */
export async function propertyInScope(
  db: Queryable,
  scope: PropertyScope,
  propertyId: number | null,
): Promise<boolean> {
  if (propertyId === null) return scope.all;
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM properties p WHERE p.client_id = $1 AND p.id = $4
       AND ${IN_SCOPE('p.id')}) AS ok`,
    [scope.clientId, scope.all, scope.viewIds, propertyId],
  );
  return rows[0]!.ok;
}
