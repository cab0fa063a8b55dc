import type { CharacteristicType } from '@lens/domain';
import type pg from 'pg';
import { limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Evidence } from '../../engine/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface CategoryCounts {
  categoryId: number;
  channels: Array<{ id: number; name: string }>;
  awaitingAudits: number;
  awaitingResults: number;
  customLimits: boolean;
}

/**
 * A condition on `p` keeping the properties of the views in the int[] parameter `placeholder`
 * (such as '$2'); a null parameter keeps every property of the client.
 */
export const inViews = (placeholder: string) =>
  `(${placeholder}::int[] IS NULL OR p.id IN (SELECT property_id FROM view_properties WHERE view_id = ANY(${placeholder})))`;

/**
 * Every channel category that has channels, with the review queue of the client's properties (of
 * `viewIds` only, unless null) and its stored limits.
 */
export async function categoryCounts(
  db: Queryable,
  clientId: number,
  viewIds: number[] | null,
): Promise<CategoryCounts[]> {
  const { rows } = await db.query<CategoryCounts>(
    `WITH awaiting AS (
       SELECT s.category_id, count(DISTINCT (ar.property_id, ar.audit_id))::int AS audits, count(*)::int AS results
       FROM audit_results ar
       JOIN properties p ON p.id = ar.property_id AND p.client_id = $1
       JOIN audits a ON a.property_id = ar.property_id AND a.id = ar.audit_id
       JOIN channels s ON s.id = a.channel_id
       WHERE ar.status = 'AWAITING REVIEW' AND ${inViews('$2')}
       GROUP BY s.category_id
     )
     SELECT s.category_id AS "categoryId",
            json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name) AS channels,
            coalesce(max(w.audits), 0) AS "awaitingAudits", coalesce(max(w.results), 0) AS "awaitingResults",
            EXISTS (SELECT 1 FROM audit_limits l WHERE l.client_id = $1 AND l.category_id = s.category_id)
              AS "customLimits"
     FROM channels s LEFT JOIN awaiting w ON w.category_id = s.category_id
     GROUP BY s.category_id ORDER BY s.category_id`,
    [clientId, viewIds],
  );
  return rows;
}

export interface ReviewQueueFilter {
  channelId?: number;
  startDate?: string;
  endDate?: string;
  currentOnly?: boolean;
  /** An ILIKE pattern matched against property names and codes. */
  pattern: string | null;
  /** Only the properties of these views; null: every property of the client. */
  viewIds: number[] | null;
}

export interface QueueRow {
  auditId: number;
  propertyId: number;
  propertyName: string;
  propertyCode: string;
  channelId: number;
  channelName: string;
  auditDate: string;
  accuracy: number | null;
  knockout: boolean;
  current: boolean;
  results: Array<{
    characteristic: CharacteristicType;
    sourceValue: string | null;
    channelValue: string | null;
    evidence: Evidence;
  }>;
  total: number;
}

/**
 * The client's audits of one channel category with results awaiting review, newest first. `current`
 * marks the audits the pair states hold for the latest month: reviewing those moves the scores
 * the dashboard shows today.
 */
export async function reviewQueue(
  db: Queryable,
  clientId: number,
  categoryId: number,
  filter: ReviewQueueFilter,
  page: PageRequest,
): Promise<QueueRow[]> {
  const [limit, offset] = limitOffset(page);
  const { rows } = await db.query<QueueRow>(
    `WITH latest AS (SELECT max(month) AS month FROM pair_states WHERE client_id = $1),
     queued AS (
       SELECT a.property_id, a.id, a.channel_id, a.audit_date, a.accuracy, a.knockout,
              json_agg(json_build_object('characteristic', ar.characteristic, 'sourceValue', ar.source_value,
                'channelValue', ar.channel_value, 'evidence', ar.evidence) ORDER BY ar.priority, ar.characteristic)
                AS results
       FROM audit_results ar
       JOIN properties p ON p.id = ar.property_id AND p.client_id = $1
       JOIN audits a ON a.property_id = ar.property_id AND a.id = ar.audit_id
       JOIN channels s ON s.id = a.channel_id AND s.category_id = $2
       WHERE ar.status = 'AWAITING REVIEW'
         AND ($3::int IS NULL OR a.channel_id = $3)
         AND ($4::date IS NULL OR a.audit_date >= $4)
         AND ($5::date IS NULL OR a.audit_date <= $5)
         AND ($6::text IS NULL OR p.name ILIKE $6 OR p.code ILIKE $6)
         AND ${inViews('$10')}
       GROUP BY a.property_id, a.id
     )
     SELECT q.id AS "auditId", q.property_id AS "propertyId", p.name AS "propertyName",
            p.code AS "propertyCode", q.channel_id AS "channelId", s.name AS "channelName", q.audit_date AS "auditDate",
            q.accuracy, q.knockout, ps.audit_id IS NOT NULL AS current, q.results,
            count(*) OVER ()::int AS total
     FROM queued q
     JOIN properties p ON p.id = q.property_id
     JOIN channels s ON s.id = q.channel_id
     LEFT JOIN pair_states ps ON ps.property_id = q.property_id AND ps.channel_id = q.channel_id
       AND ps.month = (SELECT month FROM latest) AND ps.audit_id = q.id
     WHERE NOT coalesce($7::boolean, false) OR ps.audit_id IS NOT NULL
     ORDER BY q.audit_date DESC, q.id DESC
     LIMIT $8 OFFSET $9`,
    [
      clientId,
      categoryId,
      filter.channelId ?? null,
      filter.startDate ?? null,
      filter.endDate ?? null,
      filter.pattern,
      filter.currentOnly ?? null,
      limit,
      offset,
      filter.viewIds,
    ],
  );
  return rows;
}
