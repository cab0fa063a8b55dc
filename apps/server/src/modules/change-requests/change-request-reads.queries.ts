import type { ChangeRequestStatus } from '@lens/domain';
import type pg from 'pg';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';
import type { AccessibleView } from '../tenancy/view-access.queries.ts';
import { visiblePair } from './change-requests.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface RequestRow {
  id: number;
  status: ChangeRequestStatus;
  propertyId: number;
  propertyName: string;
  propertyCode: string | null;
  channelId: number;
  channelName: string;
  categoryId: number;
  auditId: number;
  auditDate: string;
  lineCount: number;
  createdAt: Date;
  createdById: number | null;
  createdByName: string | null;
  sentOn: string | null;
  confirmedAt: Date | null;
  confirmedById: number | null;
  confirmedByName: string | null;
  confirmedAuditId: number | null;
  listingUrl: string | null;
  listingId: string | null;
}

const REQUEST_COLUMNS = `cr.id, cr.status, cr.property_id AS "propertyId", p.name AS "propertyName",
  p.code AS "propertyCode", cr.channel_id AS "channelId", s.name AS "channelName", s.category_id AS "categoryId",
  cr.audit_id AS "auditId", to_char(coalesce(a.audit_date, cr.created_at::date), 'YYYY-MM-DD') AS "auditDate",
  (SELECT count(*)::int FROM change_request_lines l WHERE l.request_id = cr.id) AS "lineCount",
  cr.created_at AS "createdAt", cb.id AS "createdById", cb.name AS "createdByName",
  to_char(cr.sent_on, 'YYYY-MM-DD') AS "sentOn", cr.confirmed_at AS "confirmedAt",
  fb.id AS "confirmedById", fb.name AS "confirmedByName", cr.confirmed_audit_id AS "confirmedAuditId",
  coalesce(pl.listing_url, a.listing_url) AS "listingUrl", pl.external_id AS "listingId"`;

const REQUEST_JOINS = `FROM change_requests cr
  JOIN properties p ON p.id = cr.property_id
  JOIN channels s ON s.id = cr.channel_id
  LEFT JOIN audits a ON a.property_id = cr.property_id AND a.id = cr.audit_id
  LEFT JOIN property_listings pl ON pl.property_id = cr.property_id AND pl.channel_id = cr.channel_id
  LEFT JOIN users cb ON cb.id = cr.created_by
  LEFT JOIN users fb ON fb.id = cr.confirmed_by`;

const visibleRequest = (views: readonly AccessibleView[], params: SqlParams) =>
  visiblePair(views, params, {
    client: 'cr.client_id',
    property: 'cr.property_id',
    channel: 'cr.channel_id',
  });

/** The request, if the user's views hold its property and channel. */
export async function findRequest(
  db: Queryable,
  views: readonly AccessibleView[],
  requestId: number,
): Promise<RequestRow | null> {
  const params = new SqlParams();
  const id = params.add(requestId);
  const { rows } = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} ${REQUEST_JOINS} WHERE cr.id = ${id} AND ${visibleRequest(views, params)}`,
    params.values,
  );
  return rows[0] ?? null;
}

export type LineRow = Pick<Row<typeof schema.changeRequestLines>, 'characteristic' | 'language'> & {
  currentValue: string | null;
  correctedValue: string;
};

export async function requestLines(db: Queryable, requestId: number): Promise<LineRow[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT characteristic, language, current_value AS "currentValue", corrected_value AS "correctedValue"
     FROM change_request_lines WHERE request_id = $1 ORDER BY characteristic, language`,
    [requestId],
  );
  return rows;
}

export interface RequestFilter {
  status?: ChangeRequestStatus;
  channelId?: number;
  propertyId?: number;
  search?: string;
}

/** One page of the visible requests, newest first, with the total matching. */
export async function listRequests(
  db: Queryable,
  views: readonly AccessibleView[],
  filter: RequestFilter,
  page: PageRequest,
): Promise<{ rows: RequestRow[]; total: number }> {
  const params = new SqlParams();
  const where = [visibleRequest(views, params)];
  if (filter.status) where.push(`cr.status = ${params.add(filter.status)}`);
  if (filter.channelId) where.push(`cr.channel_id = ${params.add(filter.channelId)}`);
  if (filter.propertyId) where.push(`cr.property_id = ${params.add(filter.propertyId)}`);
  const pattern = containsPattern(filter.search);
  if (pattern) {
    const like = params.add(pattern);
    where.push(`(p.name ILIKE ${like} OR p.code ILIKE ${like})`);
  }
  const [limit, offset] = limitOffset(page);
  const { rows } = await db.query<RequestRow & { total: number }>(
    `SELECT ${REQUEST_COLUMNS}, count(*) OVER ()::int AS total ${REQUEST_JOINS}
     WHERE ${where.join(' AND ')}
     ORDER BY cr.id DESC LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface RequestFacets {
  counts: Array<{ status: ChangeRequestStatus; n: number }>;
  channels: Array<{ id: number; name: string }>;
  properties: Array<{ id: number; name: string }>;
}

/** Counts per status and the channels and properties that have requests, for the filters. */
export async function requestFacets(
  db: Queryable,
  views: readonly AccessibleView[],
): Promise<RequestFacets> {
  const params = new SqlParams();
  const visible = visibleRequest(views, params);
  const { rows } = await db.query<{ kind: string; id: string; name: string; n: number }>(
    `WITH v AS (SELECT cr.* FROM change_requests cr WHERE ${visible})
     SELECT 'status' AS kind, status AS id, status AS name, count(*)::int AS n FROM v GROUP BY status
     UNION ALL
     SELECT 'channel', s.id::text, s.name, count(*)::int FROM v JOIN channels s ON s.id = v.channel_id GROUP BY s.id
     UNION ALL
     SELECT 'property', p.id::text, p.name, count(*)::int FROM v JOIN properties p ON p.id = v.property_id GROUP BY p.id
     ORDER BY 1, 3`,
    params.values,
  );
  return {
    counts: rows
      .filter((row) => row.kind === 'status')
      .map((row) => ({ status: row.id as ChangeRequestStatus, n: row.n })),
    channels: rows
      .filter((row) => row.kind === 'channel')
      .map((row) => ({ id: Number(row.id), name: row.name })),
    properties: rows
      .filter((row) => row.kind === 'property')
      .map((row) => ({ id: Number(row.id), name: row.name })),
  };
}
