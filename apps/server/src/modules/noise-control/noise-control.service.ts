import type {
  acceptVariantBodySchema,
  ignoreResultBodySchema,
  NoiseChangeResponse,
  SessionUser,
} from '@lens/contracts';
import { canAcceptVariant, canIgnoreResult, CHARACTERISTIC_LABELS } from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { insertActivities, type NewActivity } from '../activity/activity.queries.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import {
  deleteIgnore,
  deleteVariant,
  insertIgnore,
  insertVariant,
  lockTarget,
  resultsOfVariant,
  resultsToAccept,
  setIgnored,
  writeDecidedResults,
  type TargetResult,
} from './noise-control.queries.ts';
import { propertyInScope } from './noise-list.queries.ts';
import { rescore } from './noise-rescore.ts';
import { acceptedResult, engineResult, valueHash } from '../audits/noise-rules.ts';
import { propertyScope, visibleAudit } from './noise-scope.ts';

type AcceptBody = z.output<typeof acceptVariantBodySchema>;
type IgnoreBody = z.output<typeof ignoreResultBodySchema>;

/** The result asked for, locked; 404 when the audit has no such result. */
async function target(tx: Tx, user: SessionUser, auditId: number, characteristic: string) {
  const found = await lockTarget(tx, user.clientId, auditId, characteristic);
  if (!found) {
    const label = CHARACTERISTIC_LABELS[characteristic as keyof typeof CHARACTERISTIC_LABELS];
    throw new HttpError(
      404,
      `characteristic: audit ${auditId} has no ${label} result`,
      'characteristic',
    );
  }
  return found;
}

const valuesOf = (t: Pick<TargetResult, 'sourceValue' | 'channelValue'>) => ({
  sourceValue: t.sourceValue,
  channelValue: t.channelValue,
});

/** Accepts the result's normalised pair: it and the current results with the pair score ACCURATE. */
export async function acceptVariant(
  pool: pg.Pool,
  user: SessionUser,
  body: AcceptBody,
): Promise<NoiseChangeResponse> {
  await visibleAudit(pool, user, body.auditId);
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const result = await target(tx, user, body.auditId, body.characteristic);
      if (!canAcceptVariant(result)) {
        throw new HttpError(
          409,
          `characteristic: ${CHARACTERISTIC_LABELS[result.characteristic]} is ${result.ignored ? 'ignored' : result.status}; only two readable values that disagree can be accepted as a variant`,
          'characteristic',
        );
      }
      const variant = {
        clientId: user.clientId,
        characteristic: result.characteristic,
        sourceNormalized: result.evidence!.sourceNormalized!,
        channelNormalized: result.evidence!.channelNormalized!,
        channelId: body.allChannels ? null : result.channelId,
        propertyId: result.propertyId,
        auditId: result.auditId,
        ...valuesOf(result),
        createdBy: user.id,
      };
      const stored = await insertVariant(tx, variant);
      if (!stored)
        throw new HttpError(
          409,
          'characteristic: this variant is already accepted',
          'characteristic',
        );
      const mark = {
        id: stored.id,
        by: user.name,
        at: stored.createdAt.toISOString(),
        allChannels: body.allChannels,
      };
      const results = await resultsToAccept(tx, variant, result);
      await writeDecidedResults(
        tx,
        results.map((r) => acceptedResult(r, mark)),
      );
      const score = await rescore(tx, user.clientId, results, result);
      await recordDecision(tx, user, 'ACCEPT_VARIANT', result, {
        characteristic: result.characteristic,
        variantId: stored.id,
        ...valuesOf(result),
        sourceNormalized: variant.sourceNormalized,
        channelNormalized: variant.channelNormalized,
        allChannels: body.allChannels,
        ...score,
      });
      return {
        mark: {
          kind: 'ACCEPTED_VARIANT',
          id: stored.id,
          characteristic: result.characteristic,
          allChannels: body.allChannels,
          createdBy: user.name,
          createdAt: mark.at,
        },
        rescored: score.rescored,
      };
    }),
  );
}

/** Withdraws an accepted variant: the results it decided get the engine's verdicts back. */
export async function removeVariant(
  pool: pg.Pool,
  user: SessionUser,
  id: number,
): Promise<NoiseChangeResponse> {
  const scope = await propertyScope(pool, user);
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const variant = await deleteVariant(tx, user.clientId, id);
      // One accepted on a property of a view the user may not open is as unknown as none.
      if (!variant || !(await propertyInScope(tx, scope, variant.propertyId)))
        throw new HttpError(404, 'id: no such accepted variant', 'id');
      const results = await resultsOfVariant(tx, variant);
      await writeDecidedResults(tx, results.map(engineResult));
      const origin = variant.auditId
        ? { propertyId: variant.propertyId ?? 0, auditId: variant.auditId }
        : undefined;
      const score = await rescore(tx, user.clientId, results, origin);
      await recordDecision(tx, user, 'UNACCEPT_VARIANT', variant, {
        characteristic: variant.characteristic,
        variantId: variant.id,
        ...valuesOf(variant),
        allChannels: variant.channelId === null,
        ...score,
      });
      return { mark: null, rescored: score.rescored };
    }),
  );
}

/** Leaves the result out of the scores, in every audit of its listing with the same values. */
export async function ignoreResult(
  pool: pg.Pool,
  user: SessionUser,
  body: IgnoreBody,
): Promise<NoiseChangeResponse> {
  await visibleAudit(pool, user, body.auditId);
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const result = await target(tx, user, body.auditId, body.characteristic);
      if (!canIgnoreResult(result))
        throw new HttpError(
          409,
          result.ignored
            ? 'characteristic: this result is already ignored'
            : `characteristic: ${CHARACTERISTIC_LABELS[result.characteristic]} is ${result.status}; only a result shown as a problem can be ignored`,
          'characteristic',
        );
      const stored = await insertIgnore(tx, user.clientId, result, user.id);
      if (!stored)
        throw new HttpError(
          409,
          'characteristic: this result is already ignored',
          'characteristic',
        );
      const changed = await setIgnored(
        tx,
        {
          ...result,
          sourceHash: valueHash(result.sourceValue),
          channelHash: valueHash(result.channelValue),
        },
        true,
      );
      const score = await rescore(tx, user.clientId, changed, result);
      await recordDecision(tx, user, 'IGNORE_RESULT', result, {
        characteristic: result.characteristic,
        ignoreId: stored.id,
        ...valuesOf(result),
        ...score,
      });
      return {
        mark: {
          kind: 'IGNORED',
          id: stored.id,
          characteristic: result.characteristic,
          allChannels: false,
          createdBy: user.name,
          createdAt: stored.createdAt.toISOString(),
        },
        rescored: score.rescored,
      };
    }),
  );
}

/** Stops ignoring: the results with those values score again. */
export async function removeIgnore(
  pool: pg.Pool,
  user: SessionUser,
  id: number,
): Promise<NoiseChangeResponse> {
  const scope = await propertyScope(pool, user);
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const ignore = await deleteIgnore(tx, user.clientId, id);
      if (!ignore || !(await propertyInScope(tx, scope, ignore.propertyId)))
        throw new HttpError(404, 'id: no such ignore', 'id');
      const changed = await setIgnored(tx, ignore, false);
      const origin = ignore.auditId
        ? { propertyId: ignore.propertyId, auditId: ignore.auditId }
        : undefined;
      const score = await rescore(tx, user.clientId, changed, origin);
      await recordDecision(tx, user, 'UNIGNORE_RESULT', ignore, {
        characteristic: ignore.characteristic,
        ignoreId: ignore.id,
        ...valuesOf(ignore),
        ...score,
      });
      return { mark: null, rescored: score.rescored };
    }),
  );
}

/** The manager-activity row of a noise decision, on the result or listing it was taken on. */
function recordDecision(
  tx: Tx,
  user: SessionUser,
  action: NewActivity['action'],
  on: { propertyId: number | null; channelId: number | null; auditId: number | null },
  details: Record<string, unknown>,
): Promise<void> {
  return insertActivities(tx, [
    {
      clientId: user.clientId,
      userId: user.id,
      action,
      propertyId: on.propertyId,
      channelId: on.channelId,
      auditId: on.auditId,
      details,
    },
  ]);
}
