import { defineCall } from './api-call.ts';
import { clientParamsSchema } from './admin-clients.ts';
import {
  clientSsoInputSchema,
  clientSsoSchema,
  discoveryTestRequestSchema,
  discoveryTestResultSchema,
  ssoLookupRequestSchema,
  ssoLookupResponseSchema,
} from './client-sso.ts';

/**
 * OpenID Connect sign-in per client. The browser legs of the flow (GET /sso/{slug} and
 * GET /auth/sso/callback) are redirects, not calls, and live beside these on the server.
 */
export const CLIENT_SSO_CALLS = {
  getClientSso: defineCall({
    id: 'getClientSso',
    method: 'GET',
    path: '/dashboard/admin/clients/:clientId/sso',
    params: clientParamsSchema,
    status: 200,
    response: clientSsoSchema,
    errors: [403, 404],
    description: "A client's OpenID Connect settings; the secret only shows as set",
  }),
  updateClientSso: defineCall({
    id: 'updateClientSso',
    method: 'PUT',
    path: '/dashboard/admin/clients/:clientId/sso',
    params: clientParamsSchema,
    body: clientSsoInputSchema,
    status: 200,
    response: clientSsoSchema,
    errors: [403, 404, 409],
    description:
      "Save a client's OpenID Connect settings; 409 when another client starts at the same path",
  }),
  testSsoDiscovery: defineCall({
    id: 'testSsoDiscovery',
    method: 'POST',
    path: '/dashboard/admin/sso/discovery',
    body: discoveryTestRequestSchema,
    status: 200,
    response: discoveryTestResultSchema,
    errors: [403],
    description: "Fetch a provider's discovery document and report its endpoints or the problem",
  }),
  lookupSso: defineCall({
    id: 'lookupSso',
    method: 'POST',
    path: '/auth/sso/lookup',
    body: ssoLookupRequestSchema,
    status: 200,
    response: ssoLookupResponseSchema,
    errors: [404, 429],
    description:
      "Where a work email starts single sign-on: its domain's client, else its account's client",
  }),
} as const;
