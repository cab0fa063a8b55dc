import type {
  SessionUser,
  ViewQuery,
  WrongMatch,
  WrongMatchBody,
  WrongMatchList,
} from '@lens/contracts';
import type pg from 'pg';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { HttpError } from '../../http/error-handler.ts';
import { insertActivities } from '../activity/activity.queries.ts';
import { auditInView, resolveView } from '../tenancy/view-access.queries.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import { forgetCapturedUrl } from './listing-identities.queries.ts';
import {
  auditsAfter,
  confirmWrongMatch,
  deleteWrongMatch,
  excludeSameListing,
  findWrongMatch,
  insertWrongMatch,
  listWrongMatches,
  type MarkedAudit,
} from './wrong-matches.queries.ts';

const viewIds = (query: ViewQuery) => (query.view === undefined ? undefined : [query.view]);

/**
 * Leaves the audit out of scoring: the wrong match is recorded with the later captures of the
 * same URL, and the pair's states and rollups fall back to its previous valid audit.
 */
export async function markAsWrongMatch(
  tx: Tx,
  user: Pick<SessionUser, 'id' | 'clientId'>,
  audit: { propertyId: number; auditId: number },
  comment: string | null,
  cause: 'MARKED' | 'REPOINTED',
): Promise<MarkedAudit | null> {
  const marked = await insertWrongMatch(tx, {
    ...audit,
    clientId: user.clientId,
    comment,
    cause,
    userId: user.id,
  });
  if (!marked) return null;
  await excludeSameListing(tx, await auditsAfter(tx, marked));
  await forgetCapturedUrl(tx, marked);
  await scoresChanged(tx, user.clientId, {
    kind: 'excluded',
    pairs: [{ ...marked, fromDate: marked.auditDate }],
  });
  await insertActivities(tx, [
    {
      clientId: user.clientId,
      userId: user.id,
      action: 'WRONG_MATCH',
      propertyId: marked.propertyId,
      channelId: marked.channelId,
      auditId: marked.auditId,
      details: { listingUrl: marked.listingUrl, comment, cause },
    },
  ]);
  return marked;
}

export async function markWrongMatch(
  pool: pg.Pool,
  user: SessionUser,
  query: ViewQuery,
  body: WrongMatchBody,
): Promise<WrongMatch> {
  const view = await resolveView(pool, user, viewIds(query));
  const { propertyId } = await auditInView(pool, view, body.auditId);
  // Read back inside the transaction: a restore by someone else cannot remove it in between.
  // Refreshing the pair states may lose a race with another refresh; it is then run again.
  const marked = await retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const done = await markAsWrongMatch(
        tx,
        user,
        { propertyId, auditId: body.auditId },
        body.comment?.trim() || null,
        'MARKED',
      );
      return done && findWrongMatch(tx, propertyId, body.auditId);
    }),
  );
  if (!marked)
    throw new HttpError(409, 'This snapshot is already marked as a wrong match.', 'auditId');
  return marked;
}

export async function wrongMatchList(
  pool: pg.Pool,
  user: SessionUser,
  query: ViewQuery,
): Promise<WrongMatchList> {
  const view = await resolveView(pool, user, viewIds(query));
  return { items: await listWrongMatches(pool, view) };
}

/** Back into scoring, with the later captures of the same URL it kept out. */
export async function restoreWrongMatch(
  pool: pg.Pool,
  user: SessionUser,
  auditId: number,
  query: ViewQuery,
): Promise<void> {
  const view = await resolveView(pool, user, viewIds(query));
  const { propertyId, channelId } = await auditInView(pool, view, auditId);
  await retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const restored = await deleteWrongMatch(tx, propertyId, auditId);
      const own = restored.find((audit) => audit.auditId === auditId);
      if (!own) throw new HttpError(404, 'This snapshot is not a wrong match.', 'auditId');
      await scoresChanged(tx, user.clientId, {
        kind: 'excluded',
        pairs: restored.map((audit) => ({ ...audit, fromDate: audit.auditDate })),
      });
      await insertActivities(tx, [
        {
          clientId: user.clientId,
          userId: user.id,
          action: 'RESTORE_WRONG_MATCH',
          propertyId,
          channelId,
          auditId,
          details: { listingUrl: own.listingUrl, captures: restored.length },
        },
      ]);
    }),
  );
}

export async function confirmWrongMatchOf(
  pool: pg.Pool,
  user: SessionUser,
  auditId: number,
  query: ViewQuery,
): Promise<WrongMatch> {
  const view = await resolveView(pool, user, viewIds(query));
  const { propertyId, channelId } = await auditInView(pool, view, auditId);
  // Updated and read back in one transaction: the row lock keeps a restore by someone else from
  // removing it in between, and a restore that came first is a plain 404.
  return withTransaction(pool, async (tx) => {
    const confirmed = (await confirmWrongMatch(tx, propertyId, auditId, user.id))
      ? await findWrongMatch(tx, propertyId, auditId)
      : null;
    if (!confirmed) throw new HttpError(404, 'This snapshot is not a wrong match.', 'auditId');
    await insertActivities(tx, [
      {
        clientId: user.clientId,
        userId: user.id,
        action: 'CONFIRM_WRONG_MATCH',
        propertyId,
        channelId,
        auditId,
        details: { listingUrl: confirmed.listingUrl },
      },
    ]);
    return confirmed;
  });
}
