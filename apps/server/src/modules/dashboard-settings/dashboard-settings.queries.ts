import type { RoomConfiguration } from '@lens/contracts';
import type { ContentMonitorMode } from '@lens/domain';
import type pg from 'pg';
import type { Row } from '../../db/row-types.ts';
import type * as schema from '../../db/schema/index.ts';

type Queryable = Pick<pg.Pool, 'query'>;

export async function allRoomConfigurations(db: Queryable): Promise<RoomConfiguration[]> {
  const { rows } = await db.query<
    Pick<Row<typeof schema.meetingRoomConfigurations>, 'id' | 'code' | 'name'>
  >('SELECT id, code, name FROM meeting_room_configurations ORDER BY id');
  return rows;
}

export async function setLastContentMonitor(
  db: Queryable,
  viewId: number,
  mode: ContentMonitorMode,
): Promise<void> {
  await db.query('UPDATE views SET last_content_monitor = $2 WHERE id = $1', [viewId, mode]);
}
