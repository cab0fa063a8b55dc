import { z } from 'zod';
import { requiredText } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, isoDateTimeSchema, queryIdSchema } from './common.ts';

/** What a token may do: `read` the dashboard's GET calls, `import` files (administrators). */
export const API_TOKEN_SCOPES = ['read', 'import'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: 'must be read or import' });
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Tokens a user may hold at once that are neither revoked nor expired. */
export const MAX_API_TOKENS = 20;
/** Lifetimes offered when creating a token; null never expires. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;

/**
 * `lens_` + an 8-hex public prefix + `_` + 43 base64url characters (256 random bits). The prefix
 * identifies a token in lists and logs without revealing it.
 */
export const API_TOKEN_PATTERN = /^lens_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;

export const apiTokenSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    prefix: z.string().describe('Public start of the token, e.g. lens_1a2b3c4d'),
    scopes: z.array(apiTokenScopeSchema),
    createdAt: isoDateTimeSchema,
    lastUsedAt: isoDateTimeSchema
      .nullable()
      .describe('Last authenticated request, updated at most once a minute'),
    expiresAt: isoDateTimeSchema.nullable().describe('Null: never expires'),
  })
  .describe('A personal API token, without its secret');
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z
  .object({ tokens: z.array(apiTokenSchema), max: z.int().positive() })
  .describe("The signed-in user's tokens that are not revoked, newest first");
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const createApiTokenBodySchema = closedObject({
  // PostgreSQL text cannot hold NUL, and no other control character belongs in a name.
  name: requiredText('a name for the token', 80).regex(
    /^[^\p{Cc}]*$/u,
    'Use letters, digits and punctuation only.',
  ),
  scopes: z
    .array(apiTokenScopeSchema, { error: 'Choose at least one scope.' })
    .min(1, 'Choose at least one scope.')
    .max(API_TOKEN_SCOPES.length, 'Each scope only once.')
    .refine((list) => new Set(list).size === list.length, 'Each scope only once.'),
  expiresInDays: z
    .int({ error: 'Choose when the token expires.' })
    .min(1, 'Use 1 to 365 days.')
    .max(365, 'Use 1 to 365 days.')
    .nullable()
    .describe('Days until the token stops working; null never expires'),
}).describe('A token to create');
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;
export type CreateApiTokenRequest = z.infer<typeof createApiTokenBodySchema>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({
    secret: z
      .string()
      .describe('The whole token, shown this once: send it as Authorization: Bearer <token>'),
  })
  .describe('The new token with its secret');
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParamsSchema = z.object({ tokenId: queryIdSchema.describe('Token id') });
