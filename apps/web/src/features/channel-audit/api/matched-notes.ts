import { AUDIT_CALLS, matchedNotesBodySchema } from '@lens/contracts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Sends an audit's flagged notes; `uid` names the save in the live message that says it was
 * processed.
 */
export const saveMatchedNotes = (
  scope: { propertyId: number; auditId: number; uid: string },
  notes: unknown,
) =>
  callApi(AUDIT_CALLS.saveMatchedNotes, {
    query: { property: [scope.propertyId], audit: scope.auditId, uid: scope.uid },
    // Checked here too: a body the contract refuses fails like a refused save.
    body: matchedNotesBodySchema.parse(notes),
  });
