import type { ActivityAction } from '@lens/contracts';
import type pg from 'pg';
import { limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export interface NewActivity {
  clientId: number;
  userId: number | null;
  action: ActivityAction;
  propertyId?: number | null;
  channelId?: number | null;
  auditId?: number | null;
  details: Record<string, unknown>;
}

export async function insertActivities(
  db: Queryable,
  entries: readonly NewActivity[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO activity_log (client_id, user_id, action, property_id, channel_id, audit_id, details)
     SELECT client_id, user_id, action, property_id, channel_id, audit_id, details
     FROM jsonb_to_recordset($1::jsonb) AS e(client_id int, user_id int, action text, property_id int,
       channel_id int, audit_id bigint, details jsonb)`,
    [
      JSON.stringify(
        entries.map((e) => ({
          client_id: e.clientId,
          user_id: e.userId,
          action: e.action,
          property_id: e.propertyId ?? null,
          channel_id: e.channelId ?? null,
          audit_id: e.auditId ?? null,
          details: e.details,
        })),
      ),
    ],
  );
}

export interface ActivityFilter {
  userId?: number;
  action?: ActivityAction;
  propertyId?: number;
  startDate?: string;
  endDate?: string;
  /** An ILIKE pattern matched against user and property names. */
  pattern: string | null;
}

export interface ActivityRow {
  id: string;
  occurredAt: Date;
  action: ActivityAction;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  propertyId: number | null;
  propertyName: string | null;
  propertyCode: string | null;
  channelId: number | null;
  channelName: string | null;
  auditId: number | null;
  details: Record<string, unknown>;
  total: number;
}

/**
 * Everything done on the client's data, from the places it is recorded: the activity log (flags
 * once processed, review decisions, limit changes), audit result notes someone answered (an option
 * chosen or a comment; the options alone are the content team's offer), comments and resolved
 * issues, and flag requests still waiting for their job. The filters sit outside the union and
 * PostgreSQL pushes them into each branch.
 */
export async function listActivity(
  db: Queryable,
  clientId: number,
  filter: ActivityFilter,
  page: PageRequest,
): Promise<ActivityRow[]> {
  const [limit, offset] = limitOffset(page);
  const { rows } = await db.query<ActivityRow>(
    `WITH entries AS (
       SELECT 'log-' || l.id AS id, l.created_at AS occurred_at, l.action, l.user_id, l.property_id,
              l.channel_id, l.audit_id, l.details
       FROM activity_log l WHERE l.client_id = $1
       UNION ALL
       SELECT 'note-' || n.property_id || '-' || n.id, n.updated_at, 'NOTE', n.updated_by, n.property_id,
              a.channel_id, n.audit_id,
              jsonb_build_object('characteristic', n.characteristic, 'comment', n.comment,
                'selected', (SELECT o->'instruction'->>'content' FROM jsonb_array_elements(n.options) o
                             WHERE (o->>'id')::int = n.selected_option_id LIMIT 1))
       FROM audit_result_notes n
       JOIN properties p ON p.id = n.property_id AND p.client_id = $1
       JOIN audits a ON a.property_id = n.property_id AND a.id = n.audit_id
       WHERE n.selected_option_id IS NOT NULL OR n.comment IS NOT NULL
       UNION ALL
       SELECT 'comment-' || c.property_id || '-' || c.id, c.created_at,
              CASE c.kind WHEN 'RESOLVED' THEN 'RESOLVED_ISSUE' ELSE 'COMMENT' END, c.created_by,
              c.property_id, a.channel_id, c.audit_id,
              jsonb_build_object('characteristic', c.characteristic, 'note', c.note)
       FROM audit_comments c
       JOIN properties p ON p.id = c.property_id AND p.client_id = $1
       JOIN audits a ON a.property_id = c.property_id AND a.id = c.audit_id
       UNION ALL
       SELECT 'flag-' || m.property_id || '-' || min(m.id), min(m.created_at), 'FLAG_FOR_MODIFICATION',
              m.user_id, m.property_id, a.channel_id, m.audit_id,
              jsonb_build_object('uid', m.uid, 'pending', true, 'items',
                jsonb_agg(jsonb_build_object('charType', m.characteristic, 'charValue', m.char_value) ORDER BY m.id))
       FROM matched_notes m
       JOIN properties p ON p.id = m.property_id AND p.client_id = $1
       JOIN audits a ON a.property_id = m.property_id AND a.id = m.audit_id
       WHERE m.processed_at IS NULL
       GROUP BY m.property_id, m.audit_id, m.uid, m.user_id, a.channel_id
     )
     SELECT e.id, e.occurred_at AS "occurredAt", e.action, e.user_id AS "userId", u.name AS "userName",
            u.email AS "userEmail", e.property_id AS "propertyId", p.name AS "propertyName",
            p.code AS "propertyCode", e.channel_id AS "channelId", s.name AS "channelName", e.audit_id AS "auditId",
            e.details, count(*) OVER ()::int AS total
     FROM entries e
     LEFT JOIN users u ON u.id = e.user_id
     LEFT JOIN properties p ON p.id = e.property_id
     LEFT JOIN channels s ON s.id = e.channel_id
     WHERE ($2::int IS NULL OR e.user_id = $2)
       AND ($3::text IS NULL OR e.action = $3)
       AND ($4::int IS NULL OR e.property_id = $4)
       AND ($5::date IS NULL OR e.occurred_at >= $5::date AT TIME ZONE 'UTC')
       AND ($6::date IS NULL OR e.occurred_at < ($6::date + 1) AT TIME ZONE 'UTC')
       AND ($7::text IS NULL OR u.name ILIKE $7 OR p.name ILIKE $7 OR p.code ILIKE $7)
     ORDER BY e.occurred_at DESC, e.id DESC
     LIMIT $8 OFFSET $9`,
    [
      clientId,
      filter.userId ?? null,
      filter.action ?? null,
      filter.propertyId ?? null,
      filter.startDate ?? null,
      filter.endDate ?? null,
      filter.pattern,
      limit,
      offset,
    ],
  );
  return rows;
}

/** Counts rows when the page asked for is past the end, where the window count is missing. */
export async function countActivity(
  db: Queryable,
  clientId: number,
  filter: ActivityFilter,
): Promise<number> {
  const rows = await listActivity(db, clientId, filter, { page: 1, pageSize: 1 });
  return rows[0]?.total ?? 0;
}

export async function activityUsers(db: Queryable, clientId: number) {
  const { rows } = await db.query<Pick<Row<typeof schema.users>, 'id' | 'name' | 'email'>>(
    'SELECT id, name, email FROM users WHERE client_id = $1 ORDER BY name, id',
    [clientId],
  );
  return rows;
}

export async function activityProperties(db: Queryable, clientId: number) {
  const { rows } = await db.query<Pick<Row<typeof schema.properties>, 'id' | 'name' | 'code'>>(
    'SELECT id, name, code FROM properties WHERE client_id = $1 ORDER BY name, id',
    [clientId],
  );
  return rows;
}
