import { ADMIN_GEOGRAPHY_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import {
  createGeography,
  deleteGeography,
  getGeography,
  listGeography,
  updateGeography,
} from './admin-geography.service.ts';

/** `/dashboard/admin/geography...`: countries, regions, sub-regions and cities, shared by all clients. */
export const adminGeographyRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.listGeography, options, ({ params, query }) =>
    listGeography(pool, params.type, query),
  );
  registerCall(app, CALLS.getGeography, options, ({ params }) =>
    getGeography(pool, params.type, params.id),
  );
  registerCall(app, CALLS.createGeography, options, ({ body }) => createGeography(pool, body));
  registerCall(app, CALLS.updateGeography, options, ({ params, body }) =>
    updateGeography(pool, params.type, params.id, body),
  );
  registerCall(app, CALLS.deleteGeography, options, async ({ params }) => {
    await deleteGeography(pool, params.type, params.id);
    return undefined;
  });
};
