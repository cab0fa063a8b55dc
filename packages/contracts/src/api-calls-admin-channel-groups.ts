import { defineCall } from './api-call.ts';
import { noContentSchema } from './common.ts';
import {
  adminSitesResponseSchema,
  channelGroupInputSchema,
  channelGroupListQuerySchema,
  channelGroupListResponseSchema,
  channelGroupParamsSchema,
  channelGroupSchema,
} from './admin-channel-groups.ts';

/** Administration of channel groups, and the channel catalog they and views pick from. */
export const ADMIN_CHANNEL_GROUP_CALLS = {
  listSites: defineCall({
    id: 'listSites',
    method: 'GET',
    path: '/dashboard/admin/sites',
    status: 200,
    response: adminSitesResponseSchema,
    errors: [403],
    description: 'Every channel of the catalog, for the channel pickers of the admin forms',
  }),
  listChannelGroups: defineCall({
    id: 'listChannelGroups',
    method: 'GET',
    path: '/dashboard/admin/channel-groups',
    query: channelGroupListQuerySchema,
    status: 200,
    response: channelGroupListResponseSchema,
    errors: [403],
    description: 'Channel groups of every client, by client and name',
  }),
  getChannelGroup: defineCall({
    id: 'getChannelGroup',
    method: 'GET',
    path: '/dashboard/admin/channel-groups/:groupId',
    params: channelGroupParamsSchema,
    status: 200,
    response: channelGroupSchema,
    errors: [403, 404],
    description: 'One channel group with its channels',
  }),
  createChannelGroup: defineCall({
    id: 'createChannelGroup',
    method: 'POST',
    path: '/dashboard/admin/channel-groups',
    body: channelGroupInputSchema,
    status: 200,
    response: channelGroupSchema,
    errors: [403, 409],
    description: 'Create a named set of channels for a client; 409 for a name the client uses',
  }),
  updateChannelGroup: defineCall({
    id: 'updateChannelGroup',
    method: 'PUT',
    path: '/dashboard/admin/channel-groups/:groupId',
    params: channelGroupParamsSchema,
    body: channelGroupInputSchema,
    status: 200,
    response: channelGroupSchema,
    errors: [403, 404, 409],
    description: 'Rename a channel group or change its channels',
  }),
  deleteChannelGroup: defineCall({
    id: 'deleteChannelGroup',
    method: 'DELETE',
    path: '/dashboard/admin/channel-groups/:groupId',
    params: channelGroupParamsSchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404],
    description: 'Delete a channel group; links naming it then select nothing',
  }),
} as const;
