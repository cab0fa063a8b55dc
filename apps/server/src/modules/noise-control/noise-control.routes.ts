import { NOISE_CONTROL_CALLS as CALLS } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import {
  acceptVariant,
  ignoreResult,
  removeIgnore,
  removeVariant,
} from './noise-control.service.ts';
import { auditNoise, listNoise } from './noise-list.service.ts';

/**
 * `/dashboard/noise`: accepting variants and ignoring results on the channel audit page, and the
 * list of both. Any signed-in user may decide on the audits their views show.
 */
export async function noiseControlRoutes(app: FastifyInstance): Promise<void> {
  const guarded = { onRequest: requireUser, tags: ['noise control'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.getAuditNoise, guarded, ({ query, request }) =>
    auditNoise(pool, userOf(request), query),
  );
  registerCall(app, CALLS.acceptVariant, guarded, ({ body, request }) =>
    acceptVariant(pool, userOf(request), body),
  );
  registerCall(app, CALLS.removeVariant, guarded, ({ params, request }) =>
    removeVariant(pool, userOf(request), params.id),
  );
  registerCall(app, CALLS.ignoreResult, guarded, ({ body, request }) =>
    ignoreResult(pool, userOf(request), body),
  );
  registerCall(app, CALLS.removeIgnore, guarded, ({ params, request }) =>
    removeIgnore(pool, userOf(request), params.id),
  );
  registerCall(app, CALLS.listNoise, guarded, ({ query, request }) =>
    listNoise(pool, userOf(request), query),
  );
}
