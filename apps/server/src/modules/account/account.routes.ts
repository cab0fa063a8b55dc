import { API_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import { actionsHistoryOf, replaceActionsHistory } from './account.service.ts';

/** The user's own onboarding history. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireUser, tags: ['onboarding'] };

  registerCall(app, API_CALLS.getActionsHistory, options, async ({ request }) =>
    actionsHistoryOf(app.database.pool, userOf(request).id),
  );

  registerCall(app, API_CALLS.saveActionsHistory, options, async ({ body, request }) => {
    await replaceActionsHistory(app.database.pool, userOf(request).id, body.actionsHistoryJson);
    return undefined;
  });
};
