import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { idSchema } from './common.ts';
import { sessionUserSchema } from './session.ts';

const MIN_PASSWORD_LENGTH = 10;
/** Hashing cost grows with length, so an unbounded password is a denial-of-service lever. */
const MAX_PASSWORD_LENGTH = 256;

const EMAIL_MISSING = 'Enter your email address.';

/**
 * The address a person signs in with. Trimmed first: a space pasted around an address is no
 * reason to refuse it. Messages are written for the form field they land under, since the sign-in
 * screens validate with this very schema before sending.
 */
export const accountEmailSchema = z
  .string({ error: EMAIL_MISSING })
  .trim()
  .min(1, EMAIL_MISSING)
  .max(320, 'Use at most 320 characters.')
  .pipe(z.email({ error: 'Enter an email address like name@company.com.' }));

export const loginRequestSchema = closedObject({
  email: accountEmailSchema,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
}).describe('Sign-in with email and password');
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ user: sessionUserSchema })
  .describe('Signed in; the session cookie is set');
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const restoreRequestSchema = closedObject({ email: accountEmailSchema }).describe(
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
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
}).describe('Set a password with an emailed token; 410 when the token is used or expired');
export type PasswordRequest = z.output<typeof passwordRequestSchema>;

export const passwordLinkSchema = closedObject(passwordLinkFields).describe(
  'An emailed password link, checked before its form is shown',
);
export type PasswordLink = z.output<typeof passwordLinkSchema>;
