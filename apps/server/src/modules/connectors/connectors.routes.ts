import { ADMIN_CONNECTOR_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { secretBox } from '../../lib/secret-box.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import { captureNow, listRunListings } from './connector-runs.service.ts';
import { captureFromUrl, listConnectors, queueRun, saveConnector } from './connectors.service.ts';

/** `/dashboard/admin/connectors...`: channel connectors, their runs and one-off captures. */
export const connectorsRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  const fetchPolicy = { allowHosts: app.config.connectorAllowHosts };
  const box = secretBox(app.config.secretsKey);
  registerCall(app, CALLS.listConnectors, options, () => listConnectors(pool));
  registerCall(app, CALLS.saveConnector, options, ({ params, body, request }) =>
    saveConnector(pool, box, params.siteId, body, userOf(request).id),
  );
  registerCall(app, CALLS.runConnector, options, ({ params, request }) =>
    queueRun(pool, params.siteId, 'MANUAL', userOf(request).id),
  );
  registerCall(app, CALLS.captureNow, options, ({ params, body, request }) =>
    captureNow(pool, params.siteId, body.propertyId, userOf(request).id),
  );
  registerCall(app, CALLS.listRunListings, options, ({ params, query }) =>
    listRunListings(pool, params.runId, query),
  );
  registerCall(app, CALLS.captureFromUrl, options, ({ body }) =>
    captureFromUrl(pool, fetchPolicy, body),
  );
};
