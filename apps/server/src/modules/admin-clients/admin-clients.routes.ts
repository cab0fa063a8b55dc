import { ADMIN_CLIENT_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import {
  getClient,
  listClients,
  portfolio,
  properties,
  updateClient,
} from './admin-clients.service.ts';

/** `/dashboard/admin/clients...`: the clients, their settings, and their portfolios to pick from. */
export const adminClientsRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.listClients, options, ({ query }) => listClients(pool, query));
  registerCall(app, CALLS.getClient, options, ({ params }) => getClient(pool, params.clientId));
  registerCall(app, CALLS.updateClient, options, ({ params, body }) =>
    updateClient(pool, params.clientId, body),
  );
  registerCall(app, CALLS.getClientPortfolio, options, ({ params }) =>
    portfolio(pool, params.clientId),
  );
  registerCall(app, CALLS.listClientProperties, options, ({ params, query }) =>
    properties(pool, params.clientId, query),
  );
};
