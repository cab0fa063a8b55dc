import { ADMIN_VIEW_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import { createView, getView, listViews, updateView } from './admin-views.service.ts';

/** `/dashboard/admin/views...`: views of every client, filed by view type. */
export const adminViewsRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.listViews, options, ({ query }) => listViews(pool, query));
  registerCall(app, CALLS.getView, options, ({ params }) => getView(pool, params.viewId));
  registerCall(app, CALLS.createView, options, ({ body }) => createView(pool, body));
  registerCall(app, CALLS.updateView, options, ({ params, body }) =>
    updateView(pool, params.viewId, body),
  );
};
