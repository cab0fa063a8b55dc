import { z } from 'zod';
import { idSchema } from './common.ts';
import { userRoleSchema } from './user-roles.ts';

export const sessionUserSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    name: z.string(),
    role: userRoleSchema,
    clientId: idSchema.describe('The hotel company the user belongs to'),
    clientName: z.string(),
  })
  .describe('The signed-in user');
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const credentialsResponseSchema = z
  .object({ user: sessionUserSchema })
  .describe('The session is valid (401 otherwise)');
export type CredentialsResponse = z.infer<typeof credentialsResponseSchema>;

export const userRightsResponseSchema = z
  .object({ admin: z.literal(true) })
  .describe('The user is an administrator (403 otherwise)');
export type UserRightsResponse = z.infer<typeof userRightsResponseSchema>;

export const confResponseSchema = z
  .object({
    loginPath: z
      .string()
      .nullable()
      .describe('Single sign-on login path; null sends users to /login'),
    mapStyleUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .describe('Online MapLibre style the maps draw on; null draws the offline basemap'),
  })
  .describe('Client configuration');
export type ConfResponse = z.infer<typeof confResponseSchema>;
