import { PROCESSED_TOPIC, waitingUidSchema } from '@lens/contracts';
import { STATUSES, statusColor, type Status } from '@lens/domain';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { statusAccuracy } from '../../engine/status-accuracy.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import { publishToUser } from '../../realtime/notify-bridge.ts';
import { scoresChanged } from '../scoring/scores-changed.ts';
import {
  flagResults,
  insertFlagActivity,
  lockPendingNotes,
  markNotesProcessed,
  type PendingNote,
} from './matched-notes.queries.ts';

const FLAGGED: Status = 'MATCHED (MODIFY)';

/**
 * The statuses a result is flagged from: matched (green) ones that count exactly what
 * MATCHED (MODIFY) counts, 100 (docs/architecture.md, "What the scores mean"). Flagging thus moves no result, audit or
 * rollup accuracy and no knockout: it asks for the channel's content to be changed, it does not
 * say the channel now shows something else. Only the status counts in the characteristic rollups
 * change. An item flagged inside a result that is not matched is recorded for the content team and
 * leaves the result's status alone.
 */
export const FLAGGABLE_STATUSES: readonly Status[] = STATUSES.filter(
  (status) =>
    status !== FLAGGED &&
    statusColor(status) === 'green' &&
    statusAccuracy(status) === statusAccuracy(FLAGGED),
);

const payloadSchema = z.object({
  propertyId: z.number().int().positive(),
  userId: z.number().int().positive(),
  uid: waitingUidSchema,
});

/**
 * Applies one save of flagged items, then tells the saving user's sockets its uid. The work and
 * its record commit together, so a run after a crash or a repeated save finds nothing pending,
 * changes nothing and only announces the uid again.
 */
export const flagMatchedNotesJob = defineJob({
  name: 'flag-matched-notes',
  payload: payloadSchema,
  run: async ({ propertyId, userId, uid }, { pool }) => {
    await withTransaction(pool, async (tx) => {
      const pending = await lockPendingNotes(tx, propertyId, uid);
      if (pending.length === 0) return;
      const clientId = pending[0]!.clientId;
      const flagged = await flagResults(tx, propertyId, pending, FLAGGABLE_STATUSES, FLAGGED);
      const flaggedAudits = [...new Set(flagged.map((result) => result.auditId))];
      await scoresChanged(tx, clientId, {
        kind: 'rescored',
        audits: flaggedAudits.map((auditId) => ({ propertyId, auditId })),
      });
      for (const group of groupBySave(pending)) {
        const first = group[0]!;
        await insertFlagActivity(tx, {
          clientId,
          userId: first.userId,
          propertyId,
          channelId: first.channelId,
          auditId: first.auditId,
          details: {
            uid,
            items: group.map((note) => ({
              charType: note.characteristic,
              charValue: note.charValue,
            })),
            flagged: flagged
              .filter((result) => result.auditId === first.auditId)
              .map((result) => result.characteristic),
          },
        });
      }
      await markNotesProcessed(
        tx,
        propertyId,
        pending.map((note) => note.id),
      );
    });
    await publishToUser(pool, userId, PROCESSED_TOPIC, uid);
  },
});

export function flagJobKey(propertyId: number, userId: number, uid: string): string {
  return `${flagMatchedNotesJob.name}:${propertyId}:${userId}:${uid}`;
}

/** One activity row per audit and user: a uid normally carries one of each. */
function groupBySave(notes: readonly PendingNote[]): PendingNote[][] {
  const groups = new Map<string, PendingNote[]>();
  for (const note of notes) {
    const key = `${note.auditId}:${note.userId}`;
    groups.set(key, [...(groups.get(key) ?? []), note]);
  }
  return [...groups.values()];
}
