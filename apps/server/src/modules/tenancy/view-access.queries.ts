import type { SessionUser } from '@lens/contracts';
import type pg from 'pg';
import type { ViewScope } from '../../db/schema/views.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { ViewContext } from './view-context.ts';

export interface AccessibleView extends ViewContext {
  name: string;
  specificViewType: string | null;
  supportsEssentials: boolean;
  contentMonitorSummary: boolean;
  contentMonitorDetail: boolean;
  lastContentMonitor: 'SUMMARY' | 'DETAIL';
}

type Queryable = Pick<pg.Pool, 'query'>;

const NOT_YOURS = 'You do not have access to this.';

/** The views a user may open: every view of their client for ADMINs, the granted ones for USERs. */
export async function accessibleViews(db: Queryable, user: SessionUser): Promise<AccessibleView[]> {
  const { rows } = await db.query<AccessibleView & { scope: ViewScope }>(
    `SELECT v.id, v.client_id AS "clientId", v.name, v.scope, v.all_channels AS "allChannels",
            v.specific_view_type AS "specificViewType", v.supports_essentials AS "supportsEssentials",
            v.content_monitor_summary AS "contentMonitorSummary", v.content_monitor_detail AS "contentMonitorDetail",
            v.last_content_monitor AS "lastContentMonitor"
     FROM views v
     WHERE v.client_id = $1 AND ($2 OR v.id IN (SELECT view_id FROM user_views WHERE user_id = $3))
     ORDER BY v.id`,
    [user.clientId, user.role === 'ADMIN', user.id],
  );
  return rows;
}

/**
 * The view a data call is scoped to: the one its `view` filter names, or the user's first view.
 * A view the user may not open answers 403 whether it exists or not, so ids reveal nothing.
 */
export async function resolveView(
  db: Queryable,
  user: SessionUser,
  viewIds: readonly number[] | undefined,
): Promise<AccessibleView> {
  if (viewIds && viewIds.length > 1) throw new HttpError(400, 'view: choose one view', 'view');
  const views = await accessibleViews(db, user);
  const view = viewIds?.length ? views.find((v) => v.id === viewIds[0]) : views[0];
  if (!view)
    throw new HttpError(
      403,
      viewIds?.length ? NOT_YOURS : 'No view has been shared with you yet.',
      'view',
    );
  return view;
}

/** Every property id must be in the view; otherwise 403. */
export async function assertPropertiesInView(
  db: Queryable,
  view: ViewContext,
  propertyIds: readonly number[],
): Promise<void> {
  if (propertyIds.length === 0) return;
  const { rows } = await db.query<{ n: number }>(
    view.scope.kind === 'ALL'
      ? 'SELECT count(*) AS n FROM properties WHERE client_id = $1 AND id = ANY($2::int[])'
      : 'SELECT count(*) AS n FROM view_properties WHERE view_id = $1 AND property_id = ANY($2::int[])',
    [view.scope.kind === 'ALL' ? view.clientId : view.id, [...new Set(propertyIds)]],
  );
  if (rows[0]!.n !== new Set(propertyIds).size) throw new HttpError(403, NOT_YOURS, 'property');
}

/** The audit, if it belongs to a property of the view; otherwise 403. */
export async function auditInView(
  db: Queryable,
  view: ViewContext,
  auditId: number,
): Promise<{ propertyId: number; channelId: number }> {
  const { rows } = await db.query<{ propertyId: number; channelId: number }>(
    `SELECT a.property_id AS "propertyId", a.channel_id AS "channelId" FROM audits a JOIN properties p ON p.id = a.property_id
     WHERE a.id = $1 AND p.client_id = $2
       AND ($3::boolean OR a.property_id IN (SELECT property_id FROM view_properties WHERE view_id = $4))
       AND ($5::boolean OR a.channel_id IN (SELECT channel_id FROM view_channels WHERE view_id = $4))`,
    [auditId, view.clientId, view.scope.kind === 'ALL', view.id, view.allChannels],
  );
  if (!rows[0]) throw new HttpError(403, NOT_YOURS, 'audit');
  return rows[0];
}
