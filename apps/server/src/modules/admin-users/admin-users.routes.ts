import { ADMIN_USER_CALLS as CALLS } from '@lens/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import {
  createUser,
  getUser,
  listUsers,
  sendPasswordLink,
  setUserActive,
  updateUser,
} from './admin-users.service.ts';

/** `/dashboard/admin/users...`: administrators manage the users of every client. */
export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  const options = { onRequest: requireAdmin, tags: ['administration'] };
  registerCall(app, CALLS.listUsers, options, ({ query }) => listUsers(app, query));
  registerCall(app, CALLS.getUser, options, ({ params }) => getUser(app, params.userId));
  registerCall(app, CALLS.createUser, options, ({ body }) => createUser(app, body));
  registerCall(app, CALLS.updateUser, options, ({ params, body, request }) =>
    updateUser(app, userOf(request), params.userId, body),
  );
  registerCall(app, CALLS.setUserActive, options, ({ params, body, request }) =>
    setUserActive(app, userOf(request), params.userId, body.active),
  );
  registerCall(app, CALLS.sendUserPasswordLink, options, async ({ params }) => {
    await sendPasswordLink(app, params.userId);
    return undefined;
  });
};
