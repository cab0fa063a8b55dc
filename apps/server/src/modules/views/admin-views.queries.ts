import type { AdminView, ViewType } from '@lens/contracts';
import type { ContentMonitorMode } from '@lens/domain';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import type { ViewScope } from '../../db/schema/views.ts';
import type { Queryable } from '../auth/session.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

// An ALL view covers the client's whole portfolio and keeps no view_properties rows.
const SELECT_VIEW = `SELECT v.id, v.name, v.client_id AS "clientId", c.name AS "clientName",
    v.view_type AS "viewType", v.specific_view_type AS "specificViewType",
    v.supports_essentials AS "supportsEssentials", v.content_monitor_summary AS "contentMonitorSummary",
    v.content_monitor_detail AS "contentMonitorDetail", v.last_content_monitor AS "lastContentMonitor",
    v.scope,
    CASE WHEN v.all_channels THEN NULL
      ELSE COALESCE((SELECT array_agg(vs.channel_id ORDER BY vs.channel_id) FROM view_channels vs WHERE vs.view_id = v.id), '{}')
    END AS "siteIds",
    CASE WHEN v.scope->>'kind' = 'ALL'
      THEN (SELECT count(*)::int FROM properties p WHERE p.client_id = v.client_id)
      ELSE (SELECT count(*)::int FROM view_properties vp WHERE vp.view_id = v.id)
    END AS "propertyCount",
    (SELECT count(*)::int FROM user_views uv JOIN users u ON u.id = uv.user_id
     WHERE uv.view_id = v.id AND u.role = 'USER') AS "userCount"
  FROM views v JOIN clients c ON c.id = v.client_id`;

export interface ViewListFilters {
  search?: string;
  viewType?: ViewType;
  clientId?: number;
}

export async function listViews(
  db: Queryable,
  filters: ViewListFilters,
  page: PageRequest,
): Promise<{ items: AdminView[]; total: number }> {
  const params = [
    containsPattern(filters.search),
    filters.viewType ?? null,
    filters.clientId ?? null,
  ];
  const where = `($1::text IS NULL OR v.name ILIKE $1) AND ($2::text IS NULL OR v.view_type = $2)
    AND ($3::int IS NULL OR v.client_id = $3)`;
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<AdminView>(
      `${SELECT_VIEW} WHERE ${where} ORDER BY lower(c.name), lower(v.name), v.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM views v WHERE ${where}`, params),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findView(db: Queryable, id: number): Promise<AdminView | null> {
  const { rows } = await db.query<AdminView>(`${SELECT_VIEW} WHERE v.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function lockView(
  db: Queryable,
  id: number,
): Promise<{ clientId: number; lastContentMonitor: ContentMonitorMode } | null> {
  const { rows } = await db.query<{ clientId: number; lastContentMonitor: ContentMonitorMode }>(
    `SELECT client_id AS "clientId", last_content_monitor AS "lastContentMonitor"
     FROM views WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export interface ViewRow {
  clientId: number;
  name: string;
  viewType: ViewType;
  specificViewType: string | null;
  supportsEssentials: boolean;
  contentMonitorSummary: boolean;
  contentMonitorDetail: boolean;
  lastContentMonitor: ContentMonitorMode;
  scope: ViewScope;
  allChannels: boolean;
}

const viewValues = (view: ViewRow) => [
  view.clientId,
  view.name,
  view.viewType,
  view.specificViewType,
  view.supportsEssentials,
  view.contentMonitorSummary,
  view.contentMonitorDetail,
  view.lastContentMonitor,
  JSON.stringify(view.scope),
  view.allChannels,
];

export async function insertView(db: Queryable, view: ViewRow): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.views>, 'id'>>(
    `INSERT INTO views (client_id, name, view_type, specific_view_type, supports_essentials,
       content_monitor_summary, content_monitor_detail, last_content_monitor, scope, all_channels)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    viewValues(view),
  );
  return rows[0]!.id;
}

export async function updateView(db: Queryable, id: number, view: ViewRow): Promise<void> {
  await db.query(
    `UPDATE views SET client_id = $2, name = $3, view_type = $4, specific_view_type = $5,
       supports_essentials = $6, content_monitor_summary = $7, content_monitor_detail = $8,
       last_content_monitor = $9, scope = $10, all_channels = $11
     WHERE id = $1`,
    [id, ...viewValues(view)],
  );
}

export async function replaceViewChannels(
  db: Queryable,
  viewId: number,
  channelIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM view_channels WHERE view_id = $1', [viewId]);
  if (channelIds.length) {
    await db.query(
      'INSERT INTO view_channels (view_id, channel_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [viewId, channelIds],
    );
  }
}

/** A view moved to another client is withdrawn from the users of the client it left. */
export async function withdrawFromOtherClients(
  db: Queryable,
  viewId: number,
  clientId: number,
): Promise<void> {
  await db.query(
    `DELETE FROM user_views uv USING users u
     WHERE uv.view_id = $1 AND u.id = uv.user_id AND u.client_id <> $2`,
    [viewId, clientId],
  );
}
