import { AUDIT_CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { saveMatchedNotes } from './matched-notes.service.ts';

/** `POST /dashboard/matchedNotes`: flag matched items for modification (docs/product-rules.md, "Flagging for modification"). */
export async function matchedNotesRoutes(app: FastifyInstance): Promise<void> {
  registerCall(
    app,
    AUDIT_CALLS.saveMatchedNotes,
    { onRequest: requireUser, tags: ['dashboard'] },
    ({ query, body, request }) => saveMatchedNotes(app.database.pool, userOf(request), query, body),
  );
}
