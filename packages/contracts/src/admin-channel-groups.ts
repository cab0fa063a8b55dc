import { z } from 'zod';
import { chosenId, idListSchema, pageOf, pageQueryWith, requiredText } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, queryIdSchema, siteGroupIdSchema } from './common.ts';

export const adminSiteSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    categoryId: siteGroupIdSchema,
    essential: z.boolean().describe('In the ESSENTIALS group'),
  })
  .describe('A channel of the catalog');
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const adminSitesResponseSchema = z
  .array(adminSiteSchema)
  .describe('Every channel of the catalog, by category and name');

export const channelGroupSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    clientId: idSchema,
    clientName: z.string(),
    siteIds: z.array(idSchema),
  })
  .describe('A named set of channels of one client, e.g. GDS');
export type ChannelGroup = z.infer<typeof channelGroupSchema>;

export const channelGroupListQuerySchema = pageQueryWith({
  clientId: queryIdSchema.optional().describe('Only groups of this client'),
}).describe('Channel groups, by client and name');
export type ChannelGroupListQuery = z.input<typeof channelGroupListQuerySchema>;
export const channelGroupListResponseSchema = pageOf(channelGroupSchema, 'One page of groups');
export type ChannelGroupListResponse = z.infer<typeof channelGroupListResponseSchema>;

export const channelGroupParamsSchema = z.object({
  groupId: queryIdSchema.describe('Channel group id'),
});

export const channelGroupInputSchema = closedObject({
  name: requiredText('a group name'),
  clientId: chosenId('a client'),
  siteIds: idListSchema(2000).min(1, 'Choose at least one channel.'),
}).describe('A channel group to create or the new state of one');
export type ChannelGroupInput = z.input<typeof channelGroupInputSchema>;
