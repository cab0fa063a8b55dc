import type { AuditLimits, AuditLimitsPatch, AuditLimitsView, ReAuditRun } from '@lens/contracts';
import { channelCategory } from '@lens/domain';
import type pg from 'pg';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { limitsForChannelType, resolveLimits } from '../../engine/index.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../http/error-handler.ts';
import { ALL_CHANNEL_TYPES, loadClientLimits } from '../audits/landing.service.ts';
import { loadLimitOverrides } from '../audits/landing.queries.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import type { ChainAccess } from './chain-access.ts';
import {
  countChannelTypeAudits,
  createRun,
  findRun,
  latestRun,
  lockChannelType,
  storedLimits,
  writeLimits,
  type RunRow,
} from './audit-limits.queries.ts';
import { reAuditJob, reAuditJobKey } from './re-audit.job.ts';

/** What a channel type would use without values of its own: built-ins and the client's defaults. */
async function inheritedLimits(tx: Tx, clientId: number, channelTypeId: number) {
  const stored = await loadLimitOverrides(tx, clientId);
  return limitsForChannelType(
    resolveLimits({ defaults: stored.get(ALL_CHANNEL_TYPES) }),
    channelTypeId,
  );
}

/** The values of `limits` that differ from `inherited`: what the channel type keeps as its own. */
export function limitsPatch(limits: AuditLimits, inherited: AuditLimits): AuditLimitsPatch {
  const patch: Record<string, Record<string, number>> = {};
  for (const [section, values] of Object.entries(limits)) {
    const base = inherited[section as keyof AuditLimits] as Record<string, number>;
    for (const [key, value] of Object.entries(values as Record<string, number>)) {
      if (base[key] !== value) (patch[section] ??= {})[key] = value;
    }
  }
  return patch as AuditLimitsPatch;
}

/** Field by field, what a save changes in the limits the engine uses. */
export function limitChanges(before: AuditLimits, after: AuditLimits) {
  return Object.entries(limitsPatch(after, before)).flatMap(([section, values]) =>
    Object.entries(values as Record<string, number>).map(([key, to]) => ({
      field: `${section}.${key}`,
      from: (before[section as keyof AuditLimits] as Record<string, number>)[key] ?? null,
      to,
    })),
  );
}

export function runView(run: RunRow): ReAuditRun {
  return {
    id: run.id,
    channelTypeId: run.channelTypeId,
    status: run.status,
    total: run.total,
    done: run.done,
    changed: run.changed,
    startedBy: run.startedBy,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    error: run.error,
  };
}

async function limitsView(
  tx: Tx,
  { clientId, changeLimits }: ChainAccess,
  channelTypeId: number,
): Promise<AuditLimitsView> {
  const [resolved, inherited, stored, affected, run] = [
    await loadClientLimits(tx, clientId),
    await inheritedLimits(tx, clientId, channelTypeId),
    await storedLimits(tx, clientId, channelTypeId),
    await countChannelTypeAudits(tx, clientId, channelTypeId),
    await latestRun(tx, clientId, channelTypeId),
  ];
  return {
    channelTypeId,
    name: channelCategory(channelTypeId)!.name,
    limits: limitsForChannelType(resolved, channelTypeId),
    inherited,
    custom: stored?.limits ?? {},
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
    affectedAudits: affected,
    reAudit: run ? runView(run) : null,
    editable: changeLimits,
  };
}

export function getAuditLimits(pool: pg.Pool, access: ChainAccess, channelTypeId: number) {
  return withTransaction(pool, (tx) => limitsView(tx, access, channelTypeId));
}

/**
 * Stores the channel type's values that differ from what it inherits, records the change, and
 * queues a re-audit of its stored snapshots, all in one transaction: the job runs only if the
 * save commits. Saving what is already in use changes nothing and starts no re-audit.
 */
export function saveAuditLimits(
  pool: pg.Pool,
  access: ChainAccess,
  channelTypeId: number,
  limits: AuditLimits | null,
): Promise<AuditLimitsView> {
  const { user } = access;
  return withTransaction(pool, async (tx) => {
    await lockChannelType(tx, user.clientId, channelTypeId);
    const before = limitsForChannelType(await loadClientLimits(tx, user.clientId), channelTypeId);
    const inherited = await inheritedLimits(tx, user.clientId, channelTypeId);
    const after = limits ?? inherited;
    const changes = limitChanges(before, after);
    if (changes.length > 0) {
      await writeLimits(tx, user.clientId, channelTypeId, limitsPatch(after, inherited), user.id);
      const total = await countChannelTypeAudits(tx, user.clientId, channelTypeId);
      const runId = await createRun(tx, user.clientId, channelTypeId, total, user.id);
      await insertActivities(tx, [
        {
          clientId: user.clientId,
          userId: user.id,
          action: 'CHANGE_AUDIT_LIMITS',
          details: { channelTypeId, reset: limits === null, changes, runId },
        },
      ]);
      await enqueue(
        tx,
        reAuditJob,
        { runId },
        { jobKey: reAuditJobKey(user.clientId, channelTypeId) },
      );
    } else if (limits === null) {
      // Values equal to the inherited ones are dropped, so nothing is left to reset.
      await writeLimits(tx, user.clientId, channelTypeId, {}, user.id);
    }
    return limitsView(tx, access, channelTypeId);
  });
}

export async function getReAuditRun(pool: pg.Pool, clientId: number, runId: number) {
  const run = await findRun(pool, runId);
  if (!run || run.clientId !== clientId)
    throw new HttpError(404, 'runId: there is no such re-audit', 'runId');
  return runView(run);
}
