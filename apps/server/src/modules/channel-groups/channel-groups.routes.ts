import { ADMIN_CHANNEL_GROUP_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  channels,
  updateGroup,
} from './channel-groups.service.ts';

/** `/dashboard/admin/channel-groups...` and the channel catalog the admin forms pick from. */
export const channelGroupsRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  const pool = app.database.pool;
  registerCall(app, CALLS.listSites, options, () => channels(pool));
  registerCall(app, CALLS.listChannelGroups, options, ({ query }) => listGroups(pool, query));
  registerCall(app, CALLS.getChannelGroup, options, ({ params }) => getGroup(pool, params.groupId));
  registerCall(app, CALLS.createChannelGroup, options, ({ body }) => createGroup(pool, body));
  registerCall(app, CALLS.updateChannelGroup, options, ({ params, body }) =>
    updateGroup(pool, params.groupId, body),
  );
  registerCall(app, CALLS.deleteChannelGroup, options, ({ params }) =>
    deleteGroup(pool, params.groupId),
  );
};
