import type {
  MatchedNotesBody,
  MatchedNotesQuery,
  MatchedNotesResponse,
  SessionUser,
} from '@lens/contracts';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/error-handler.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { accessibleViews, auditInView } from '../tenancy/view-access.queries.ts';
import { flagJobKey, flagMatchedNotesJob } from './matched-notes.job.ts';
import { auditedCharacteristics, insertMatchedNotes } from './matched-notes.queries.ts';

const NOT_YOURS = 'You do not have access to this.';

/**
 * Records a save of flagged items and queues its processing in one transaction: once answered,
 * the save survives a restart, and the job finds the items it is queued for.
 */
export async function saveMatchedNotes(
  pool: pg.Pool,
  user: SessionUser,
  { property, audit, uid }: MatchedNotesQuery,
  notes: MatchedNotesBody,
): Promise<MatchedNotesResponse> {
  const located = await auditInAnyView(pool, user, audit);
  if (located.propertyId !== property) throw new HttpError(403, NOT_YOURS, 'property');

  const audited = await auditedCharacteristics(
    pool,
    property,
    audit,
    notes.map((note) => note.charType),
  );
  const unaudited = notes.findIndex((note) => !audited.has(note.charType));
  if (unaudited >= 0) {
    const field = `${unaudited}.charType`;
    throw new HttpError(400, `${field}: the audit has no such characteristic`, field);
  }

  await withTransaction(pool, async (tx) => {
    await insertMatchedNotes(
      tx,
      { propertyId: property, auditId: audit, uid, userId: user.id },
      notes,
    );
    await enqueue(
      tx,
      flagMatchedNotesJob,
      { propertyId: property, userId: user.id, uid },
      { jobKey: flagJobKey(property, user.id, uid) },
    );
  });
  return { uid };
}

/**
 * The call names no view, so the audit may be in any view the user may open; otherwise 403,
 * whether it exists or not.
 */
async function auditInAnyView(pool: pg.Pool, user: SessionUser, auditId: number) {
  for (const view of await accessibleViews(pool, user)) {
    const located = await auditInView(pool, view, auditId).catch((error: unknown) => {
      if (error instanceof HttpError) return null;
      throw error;
    });
    if (located) return located;
  }
  throw new HttpError(403, NOT_YOURS, 'audit');
}
