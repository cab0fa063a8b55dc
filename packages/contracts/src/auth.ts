import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { idSchema } from './common.ts';
import { sessionUserSchema } from './session.ts';

const MIN_PASSWORD_LENGTH = 10;
/** Hashing cost grows with length, so an unbounded password is a denial-of-service lever. */
const MAX_PASSWORD_LENGTH = 256;

const emailSchema = z.email().max(320);

export const loginRequestSchema = closedObject({
  email: emailSchema,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
}).describe('Sign-in with email and password');
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ user: sessionUserSchema })
  .describe('Signed in; the session cookie is set');
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const restoreRequestSchema = closedObject({ email: emailSchema }).describe(
  'Ask for a password-restore email; answered 202 whether or not the address is known',
);
export type RestoreRequest = z.output<typeof restoreRequestSchema>;

export const PASSWORD_PURPOSES = ['restore', 'create'] as const;
export type PasswordPurpose = (typeof PASSWORD_PURPOSES)[number];

const passwordLinkFields = {
  userId: idSchema,
  token: z.string().min(16).max(512).describe('Token from the emailed link'),
  purpose: z
    .enum(PASSWORD_PURPOSES)
    .describe(
      'restore: from /login/restore/user/{id}/token/{token}; create: from /login/create/...',
    ),
};

export const passwordRequestSchema = closedObject({
  ...passwordLinkFields,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH),
}).describe('Set a password with an emailed token; 410 when the token is used or expired');
export type PasswordRequest = z.output<typeof passwordRequestSchema>;

export const passwordLinkSchema = closedObject(passwordLinkFields).describe(
  'An emailed password link, checked before its form is shown',
);
export type PasswordLink = z.output<typeof passwordLinkSchema>;
