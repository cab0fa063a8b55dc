import type {
  ChangeRequest,
  MarkChangeRequestSentBody,
  SessionUser,
  TimeToFixResponse,
} from '@lens/contracts';
import {
  durationStats,
  STATUSES,
  statusColor,
  type FilterSelection,
  type Status,
} from '@lens/domain';
import type pg from 'pg';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import type { AuditKey } from '../../db/pair-state-columns.ts';
import { stateMonth } from '../dashboard-data/aggregates.queries.ts';
import { pairConditions } from '../dashboard-data/filter-dimensions.ts';
import { rangeOf } from '../dashboard-data/filter-dimensions.ts';
import type { DashboardContext } from '../tenancy/dashboard-context.ts';
import { resolveView } from '../tenancy/view-access.queries.ts';
import {
  confirmByHand,
  confirmFixedRequests,
  markSent,
  timeToFixDurations,
} from './change-request-tracking.queries.ts';
import { insertRequestActivity } from './change-requests.queries.ts';
import { seedDemoChangeRequests as seedRequests } from './demo-change-requests.queries.ts';
import { changeRequestDetail, visibleRequest } from './change-requests.service.ts';

/** A later audit showing one of these for a requested characteristic shows it fixed. */
const FIXED_STATUSES: readonly Status[] = STATUSES.filter(
  (status) => statusColor(status) === 'green',
);

/** Demo requests, confirmed by the same rule as landing confirms them. */
export function seedDemoChangeRequests(tx: Tx, clientId: number): Promise<void> {
  return seedRequests(tx, clientId, FIXED_STATUSES);
}

/** The landing flush's hook: confirm the requests the audits just landed show fixed. */
export function confirmFixedChangeRequests(tx: Tx, landed: readonly AuditKey[]): Promise<number> {
  return confirmFixedRequests(tx, landed, FIXED_STATUSES);
}

export async function markChangeRequestSent(
  pool: pg.Pool,
  user: SessionUser,
  requestId: number,
  { sentOn }: MarkChangeRequestSentBody,
): Promise<ChangeRequest> {
  const row = await visibleRequest(pool, user, requestId);
  if (sentOn > new Date().toISOString().slice(0, 10))
    throw new HttpError(400, 'sentOn: cannot be in the future', 'sentOn');
  if (sentOn < row.createdAt.toISOString().slice(0, 10))
    throw new HttpError(400, 'sentOn: cannot be before the request was made', 'sentOn');
  await withTransaction(pool, async (tx) => {
    if (!(await markSent(tx, requestId, sentOn, user.id)))
      throw new HttpError(409, `This request is already ${row.status.toLowerCase()}.`, 'requestId');
    await insertRequestActivity(tx, {
      clientId: user.clientId,
      userId: user.id,
      propertyId: row.propertyId,
      channelId: row.channelId,
      auditId: row.auditId,
      details: { requestId, status: 'SENT', sentOn },
    });
  });
  return changeRequestDetail(pool, user, requestId);
}

export async function confirmChangeRequest(
  pool: pg.Pool,
  user: SessionUser,
  requestId: number,
): Promise<ChangeRequest> {
  const row = await visibleRequest(pool, user, requestId);
  await withTransaction(pool, async (tx) => {
    if (!(await confirmByHand(tx, requestId, user.id)))
      throw new HttpError(409, 'This request is already confirmed.', 'requestId');
    await insertRequestActivity(tx, {
      clientId: user.clientId,
      userId: user.id,
      propertyId: row.propertyId,
      channelId: row.channelId,
      auditId: row.auditId,
      details: { requestId, status: 'CONFIRMED' },
    });
  });
  return changeRequestDetail(pool, user, requestId);
}

/** Time-to-fix per channel of the selection: median and p90 days, over the selected range. */
export async function timeToFix(
  ctx: DashboardContext,
  selection: FilterSelection,
): Promise<TimeToFixResponse> {
  const view = await resolveView(ctx.db, ctx.user, selection.view);
  const range = rangeOf(selection, ctx.today);
  const month = await stateMonth(ctx.db, view.clientId, range.endDate);
  const rows = month
    ? await timeToFixDurations(ctx.db, view, pairConditions(selection), range, month)
    : [];
  const figures = (durations: number[]) => {
    const stats = durationStats(durations);
    return { confirmed: stats.count, medianDays: stats.median, p90Days: stats.p90 };
  };
  return {
    channels: rows.map((row) => ({
      siteId: row.channelId,
      name: row.name,
      siteGroupId: row.categoryId,
      open: row.open,
      ...figures(row.durations),
    })),
    overall: {
      open: rows.reduce((sum, row) => sum + row.open, 0),
      ...figures(rows.flatMap((row) => row.durations)),
    },
  };
}
