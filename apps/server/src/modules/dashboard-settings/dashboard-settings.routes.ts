import { API_CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireUser, userOf } from '../auth/session-plugin.ts';
import {
  currentDate,
  rememberContentMonitor,
  roomConfigurations,
} from './dashboard-settings.service.ts';

/** Small things the dashboard loads beside its data: today, room layouts, content monitor mode. */
export const dashboardSettingsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(
    app,
    API_CALLS.getCurrentDate,
    { onRequest: requireUser, tags: ['filters'] },
    async ({ reply }) => {
      // Fastify sends a string as it is, past the serializer, so it is written as JSON here for
      // the web to parse.
      reply.type('application/json');
      return JSON.stringify(currentDate());
    },
  );

  registerCall(
    app,
    API_CALLS.getRoomConfigurations,
    { onRequest: requireUser, tags: ['dashboard'] },
    async () => roomConfigurations(app.database.pool),
  );

  registerCall(
    app,
    API_CALLS.updateLastContentMonitor,
    { onRequest: requireUser, tags: ['filters'] },
    async ({ query, request }) => {
      await rememberContentMonitor(
        app.database.pool,
        userOf(request),
        query.id,
        query.contentMonitor,
      );
      return undefined;
    },
  );
};
