import type {
  Alert,
  AlertFollows,
  AlertListResponse,
  AlertSettings,
  AlertSummary,
  SessionUser,
} from '@lens/contracts';
import type { alertListQuerySchema } from '@lens/contracts';
import type pg from 'pg';
import type { z } from 'zod';
import { HttpError } from '../../http/error-handler.ts';
import { accessibleViews } from '../tenancy/view-access.queries.ts';
import {
  addFollow,
  loadFollows,
  loadScoreDropStep,
  removeFollow,
  saveScoreDropStep,
} from './alert-follows.queries.ts';
import {
  acknowledge,
  deleteVisibleMute,
  findVisibleAlert,
  followedAlertCounts,
  listFollowedAlerts,
  markSeen,
  propertyVisible,
  upsertMute,
  type AlertRow,
} from './alerts.queries.ts';

type Queryable = Pick<pg.Pool, 'query'>;

const NOT_YOURS = 'You do not have access to this.';

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    kind: row.kind as Alert['kind'],
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    siteId: row.channelId,
    siteName: row.channelName,
    characteristic: row.characteristic as Alert['characteristic'],
    createdAt: row.createdAt.toISOString(),
    acknowledged:
      row.acknowledgedAt === null
        ? null
        : { at: row.acknowledgedAt.toISOString(), by: row.acknowledgedBy ?? 'A former user' },
    mute:
      row.muteId === null ? null : { id: row.muteId, until: row.muteUntil?.toISOString() ?? null },
    evidence: row.evidence as Alert['evidence'],
  };
}

export async function listAlerts(
  db: Queryable,
  user: SessionUser,
  query: z.output<typeof alertListQuerySchema>,
): Promise<AlertListResponse> {
  const { state, kind, propertyId, siteId: channelId, page, pageSize } = query;
  const found = await listFollowedAlerts(
    db,
    user,
    { state, kind, property: propertyId, channel: channelId },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return {
    items: found.rows.map(toAlert),
    total: found.total,
    page,
    pageSize,
    properties: found.properties,
    sites: found.channels,
  };
}

export const alertSummary = (db: Queryable, user: SessionUser): Promise<AlertSummary> =>
  followedAlertCounts(db, user);

export const markAlertsSeen = (db: Queryable, user: SessionUser) => markSeen(db, user.id);

async function visibleAlert(db: Queryable, user: SessionUser, alertId: number): Promise<AlertRow> {
  const row = await findVisibleAlert(db, user, alertId);
  if (!row) throw new HttpError(403, NOT_YOURS, 'alertId');
  return row;
}

export async function acknowledgeAlert(
  db: Queryable,
  user: SessionUser,
  alertId: number,
): Promise<Alert> {
  await visibleAlert(db, user, alertId);
  await acknowledge(db, alertId, user.id);
  return toAlert(await visibleAlert(db, user, alertId));
}

/** Mutes the alert's property, characteristic and channel: that pair raises nothing meanwhile. */
export async function muteAlert(
  db: Queryable,
  user: SessionUser,
  alertId: number,
  days: number | null,
): Promise<Alert> {
  const alert = await visibleAlert(db, user, alertId);
  await upsertMute(db, {
    clientId: user.clientId,
    propertyId: alert.propertyId,
    characteristic: alert.characteristic,
    channelId: alert.channelId,
    days,
    userId: user.id,
  });
  return toAlert(await visibleAlert(db, user, alertId));
}

export async function unmute(db: Queryable, user: SessionUser, muteId: number): Promise<void> {
  if (!(await deleteVisibleMute(db, user, muteId))) throw new HttpError(403, NOT_YOURS, 'muteId');
}

export async function listFollows(db: Queryable, user: SessionUser): Promise<AlertFollows> {
  const [views, follows] = await Promise.all([accessibleViews(db, user), loadFollows(db, user.id)]);
  const followed = new Set(follows.viewIds);
  return {
    views: views.map((view) => ({
      id: view.id,
      name: view.name,
      following: followed.has(view.id),
    })),
    properties: follows.properties,
  };
}

type FollowTarget = { kind: 'property' | 'view'; id: number };
const target = ({ kind, id }: FollowTarget) =>
  kind === 'property' ? { propertyId: id } : { viewId: id };

export async function follow(
  db: Queryable,
  user: SessionUser,
  what: FollowTarget,
): Promise<AlertFollows> {
  const allowed =
    what.kind === 'view'
      ? (await accessibleViews(db, user)).some((view) => view.id === what.id)
      : await propertyVisible(db, user, what.id);
  if (!allowed) throw new HttpError(403, NOT_YOURS, what.kind);
  await addFollow(db, user.id, target(what));
  return listFollows(db, user);
}

export async function unfollow(
  db: Queryable,
  user: SessionUser,
  what: FollowTarget,
): Promise<AlertFollows> {
  await removeFollow(db, user.id, target(what));
  return listFollows(db, user);
}

export async function alertSettings(db: Queryable, user: SessionUser): Promise<AlertSettings> {
  return {
    scoreDropStep: await loadScoreDropStep(db, user.clientId),
    canEdit: user.role === 'ADMIN',
  };
}

export async function saveAlertSettings(
  db: Queryable,
  user: SessionUser,
  scoreDropStep: number,
): Promise<AlertSettings> {
  if (user.role !== 'ADMIN') throw new HttpError(403, 'Administrators only.');
  await saveScoreDropStep(db, user.clientId, scoreDropStep, user.id);
  return alertSettings(db, user);
}
