import { MAX_API_TOKENS, type ApiTokenScope } from '@lens/contracts';

/** The OpenAPI name of the personal-token scheme. */
export const API_TOKEN_SCHEME = 'apiToken';

export const apiTokenSecuritySchemes = {
  [API_TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (lens_...) from Settings > API tokens, sent as `Authorization: Bearer <token>`.',
  },
} as const;

/** The intro of /docs: how to get a token and what it can do. */
export const API_DOCS_INTRO = `Content-accuracy dashboard for hotel, restaurant and spa listings.

## Personal API tokens

1. Sign in, open **Settings** (\`/settings\`) and create a token under **API tokens**: give it a
   name, the \`read\` scope for the dashboard's read calls and report downloads, and, for
   administrators, the \`import\` scope for file imports. It may expire after 7 to 365 days.
2. Copy the token when it is shown: it is displayed once and only its hash is kept.
3. Send it in the \`Authorization\` header: \`curl -H "Authorization: Bearer lens_..." https://<host>/dashboard/date/current-date\`.

A token acts as you, within the views you may see. Only the operations marked with a lock accept
it; every other call answers 403 to a token and needs a signed-in session. A revoked, expired or
unknown token, or one whose account is deactivated, gets 401. Setting a new password (after a
reset) revokes all of its user's tokens. Requests are limited to 300 a minute per token, and a
user holds at most ${MAX_API_TOKENS} live tokens.`;

/** The OpenAPI fields of a call that accepts a token with `scope`. */
export function apiTokenSecurity(scope: ApiTokenScope) {
  return {
    security: [{ [API_TOKEN_SCHEME]: [] }],
    description: `Accepts a personal API token with the \`${scope}\` scope.`,
  };
}
