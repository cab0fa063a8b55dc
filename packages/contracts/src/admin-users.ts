import { z } from 'zod';
import {
  adminEmailSchema,
  chosenId,
  idListSchema,
  pageOf,
  pageQueryWith,
  requiredText,
} from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, isoDateTimeSchema, queryIdSchema } from './common.ts';
import { USER_ROLES, userRoleSchema } from './user-roles.ts';

export const adminUserSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    role: userRoleSchema,
    clientId: idSchema,
    clientName: z.string(),
    active: z.boolean().describe('False once deactivated: the user cannot sign in'),
    passwordSet: z
      .boolean()
      .describe('False until the user has chosen a password from the emailed link'),
    viewIds: z.array(idSchema).describe('Views granted to the user (ADMINs see every view anyway)'),
    lastSeenAt: isoDateTimeSchema.nullable().describe('Last request of any open session'),
    createdAt: isoDateTimeSchema,
  })
  .describe('A user as administrators see it');
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_STATUSES = ['active', 'inactive'] as const;

export const userListQuerySchema = pageQueryWith({
  clientId: queryIdSchema.optional().describe('Only users of this client'),
  role: userRoleSchema.optional(),
  status: z.enum(USER_STATUSES, { error: 'must be active or inactive' }).optional(),
}).describe('Users, by name; search looks in names and emails');
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListResponseSchema = pageOf(adminUserSchema, 'One page of users');
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userParamsSchema = z.object({ userId: queryIdSchema.describe('User id') });

export const userInputSchema = closedObject({
  name: requiredText('the full name'),
  email: adminEmailSchema,
  role: z.enum(USER_ROLES, { error: 'Choose ADMIN or USER.' }),
  clientId: chosenId('a client'),
  viewIds: idListSchema(1000).describe("Views granted; each must be one of the client's views"),
}).describe('A user to create or the new state of one');
export type UserInput = z.input<typeof userInputSchema>;

export const createdUserSchema = adminUserSchema
  .extend({
    passwordLinkSent: z
      .boolean()
      .describe('False when the password-creation email could not be sent; send it again'),
  })
  .describe('The user created; the password-creation email has been sent');
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const userActiveBodySchema = closedObject({
  active: z.boolean({ error: 'must be true or false' }),
}).describe('Deactivate (false) or reactivate (true); deactivating ends every session');
export type UserActiveBody = z.input<typeof userActiveBodySchema>;
