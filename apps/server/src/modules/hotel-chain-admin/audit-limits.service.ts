import type { AuditLimits, AuditLimitsPatch, AuditLimitsView, ReAuditRun } from '@lens/contracts';
import { channelCategory } from '@lens/domain';
import type pg from 'pg';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { limitsForCategory, resolveLimits } from '../../engine/index.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../http/error-handler.ts';
import { ALL_CHANNEL_TYPES, loadClientLimits } from '../audits/landing.service.ts';
import { loadLimitOverrides } from '../audits/landing.queries.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import type { ChainAccess } from './chain-access.ts';
import {
  countCategoryAudits,
  createRun,
  findRun,
  latestRun,
  lockCategory,
  storedLimits,
  writeLimits,
  type RunRow,
} from './audit-limits.queries.ts';
import { reAuditJob, reAuditJobKey } from './re-audit.job.ts';

/** What a channel category would use without values of its own: built-ins and the client's defaults. */
async function inheritedLimits(tx: Tx, clientId: number, categoryId: number) {
  const stored = await loadLimitOverrides(tx, clientId);
  return limitsForCategory(resolveLimits({ defaults: stored.get(ALL_CHANNEL_TYPES) }), categoryId);
}

/** The values of `limits` that differ from `inherited`: what the channel category keeps as its own. */
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
    // The wire's name for a channel category here (docs/glossary.md).
    channelTypeId: run.categoryId,
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
  categoryId: number,
): Promise<AuditLimitsView> {
  const [resolved, inherited, stored, affected, run] = [
    await loadClientLimits(tx, clientId),
    await inheritedLimits(tx, clientId, categoryId),
    await storedLimits(tx, clientId, categoryId),
    await countCategoryAudits(tx, clientId, categoryId),
    await latestRun(tx, clientId, categoryId),
  ];
  return {
    channelTypeId: categoryId,
    name: channelCategory(categoryId)!.name,
    limits: limitsForCategory(resolved, categoryId),
    inherited,
    custom: stored?.limits ?? {},
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
    affectedAudits: affected,
    reAudit: run ? runView(run) : null,
    editable: changeLimits,
  };
}

export function getAuditLimits(pool: pg.Pool, access: ChainAccess, categoryId: number) {
  return withTransaction(pool, (tx) => limitsView(tx, access, categoryId));
}

/**
 * Stores the channel type's values that differ from what it inherits, records the change, and
 * queues a re-audit of its stored snapshots, all in one transaction: the job runs only if the
 * save commits. Saving what is already in use changes nothing and starts no re-audit.
 */
export function saveAuditLimits(
  pool: pg.Pool,
  access: ChainAccess,
  categoryId: number,
  limits: AuditLimits | null,
): Promise<AuditLimitsView> {
  const { user } = access;
  return withTransaction(pool, async (tx) => {
    await lockCategory(tx, user.clientId, categoryId);
    const before = limitsForCategory(await loadClientLimits(tx, user.clientId), categoryId);
    const inherited = await inheritedLimits(tx, user.clientId, categoryId);
    const after = limits ?? inherited;
    const changes = limitChanges(before, after);
    if (changes.length > 0) {
      await writeLimits(tx, user.clientId, categoryId, limitsPatch(after, inherited), user.id);
      const total = await countCategoryAudits(tx, user.clientId, categoryId);
      const runId = await createRun(tx, user.clientId, categoryId, total, user.id);
      await insertActivities(tx, [
        {
          clientId: user.clientId,
          userId: user.id,
          action: 'CHANGE_AUDIT_LIMITS',
          details: { categoryId, reset: limits === null, changes, runId },
        },
      ]);
      await enqueue(
        tx,
        reAuditJob,
        { runId },
        { jobKey: reAuditJobKey(user.clientId, categoryId) },
      );
    } else if (limits === null) {
      // Values equal to the inherited ones are dropped, so nothing is left to reset.
      await writeLimits(tx, user.clientId, categoryId, {}, user.id);
    }
    return limitsView(tx, access, categoryId);
  });
}

export async function getReAuditRun(pool: pg.Pool, clientId: number, runId: number) {
  const run = await findRun(pool, runId);
  if (!run || run.clientId !== clientId)
    throw new HttpError(404, 'runId: there is no such re-audit', 'runId');
  return runView(run);
}
