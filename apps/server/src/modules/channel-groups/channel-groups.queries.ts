import type { AdminSite, ChannelGroup } from '@lens/contracts';
import { containsPattern, limitOffset, type PageRequest } from '../../db/paging.ts';
import type { Queryable } from '../auth/session.queries.ts';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

const SELECT_GROUP = `SELECT g.id, g.name, g.client_id AS "clientId", c.name AS "clientName",
    COALESCE((SELECT array_agg(gs.channel_id ORDER BY gs.channel_id) FROM channel_group_channels gs WHERE gs.group_id = g.id), '{}') AS "siteIds"
  FROM channel_groups g JOIN clients c ON c.id = g.client_id`;

export async function listChannels(db: Queryable): Promise<AdminSite[]> {
  const { rows } = await db.query<AdminSite>(
    `SELECT id, name, category_id AS "categoryId", essential FROM channels ORDER BY category_id, lower(name)`,
  );
  return rows;
}

export async function listGroups(
  db: Queryable,
  filters: { search?: string; clientId?: number },
  page: PageRequest,
): Promise<{ items: ChannelGroup[]; total: number }> {
  const params = [containsPattern(filters.search), filters.clientId ?? null];
  const where = '($1::text IS NULL OR g.name ILIKE $1) AND ($2::int IS NULL OR g.client_id = $2)';
  const [limit, offset] = limitOffset(page);
  const [items, count] = await Promise.all([
    db.query<ChannelGroup>(
      `${SELECT_GROUP} WHERE ${where} ORDER BY lower(c.name), lower(g.name), g.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM channel_groups g WHERE ${where}`,
      params,
    ),
  ]);
  return { items: items.rows, total: count.rows[0]!.n };
}

export async function findGroup(db: Queryable, id: number): Promise<ChannelGroup | null> {
  const { rows } = await db.query<ChannelGroup>(`${SELECT_GROUP} WHERE g.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function lockGroup(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM channel_groups WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

export async function insertGroup(db: Queryable, clientId: number, name: string): Promise<number> {
  const { rows } = await db.query<Pick<Row<typeof schema.channelGroups>, 'id'>>(
    'INSERT INTO channel_groups (client_id, name) VALUES ($1, $2) RETURNING id',
    [clientId, name],
  );
  return rows[0]!.id;
}

export async function updateGroup(
  db: Queryable,
  id: number,
  clientId: number,
  name: string,
): Promise<void> {
  await db.query('UPDATE channel_groups SET client_id = $2, name = $3 WHERE id = $1', [
    id,
    clientId,
    name,
  ]);
}

export async function replaceGroupChannels(
  db: Queryable,
  groupId: number,
  channelIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM channel_group_channels WHERE group_id = $1', [groupId]);
  await db.query(
    'INSERT INTO channel_group_channels (group_id, channel_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [groupId, channelIds],
  );
}

/** Deletes a group (its channel list goes with it); false when there was none. */
export async function deleteGroup(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM channel_groups WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
