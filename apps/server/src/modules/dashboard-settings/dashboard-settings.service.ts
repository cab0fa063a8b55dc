import type { RoomConfiguration, SessionUser } from '@lens/contracts';
import type { ContentMonitorMode } from '@lens/domain';
import type pg from 'pg';
import { HttpError } from '../../http/error-handler.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import { allRoomConfigurations, setLastContentMonitor } from './dashboard-settings.queries.ts';

/** The UTC calendar, which main.ts and the demo portfolio date audits by. */
export function currentDate(): string {
  return new Date().toISOString().slice(0, 10);
}

export function roomConfigurations(db: pg.Pool): Promise<RoomConfiguration[]> {
  return allRoomConfigurations(db);
}

/** Remembers the mode on the view, for every user of it; a mode the view lacks is refused. */
export async function rememberContentMonitor(
  db: pg.Pool,
  user: SessionUser,
  viewId: number,
  mode: ContentMonitorMode,
): Promise<void> {
  const view = await resolveView(db, user, [viewId]);
  const offered = mode === 'SUMMARY' ? view.contentMonitorSummary : view.contentMonitorDetail;
  if (!offered) {
    throw new HttpError(
      400,
      `contentMonitor: the view has no ${mode} content monitor`,
      'contentMonitor',
    );
  }
  await setLastContentMonitor(db, view.id, mode);
}
