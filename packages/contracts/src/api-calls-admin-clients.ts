import { defineCall } from './api-call.ts';
import {
  adminClientSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientParamsSchema,
  clientPortfolioSchema,
  clientPropertiesQuerySchema,
  clientPropertiesResponseSchema,
} from './admin-clients.ts';

/** Administration of clients and the lookups of their portfolios the admin forms need. */
export const ADMIN_CLIENT_CALLS = {
  listClients: defineCall({
    id: 'listClients',
    method: 'GET',
    path: '/dashboard/admin/clients',
    query: clientListQuerySchema,
    status: 200,
    response: clientListResponseSchema,
    errors: [403],
    description: 'Clients (hotel companies) with their user, view and property counts',
  }),
  getClient: defineCall({
    id: 'getClient',
    method: 'GET',
    path: '/dashboard/admin/clients/:clientId',
    params: clientParamsSchema,
    status: 200,
    response: adminClientSchema,
    errors: [403, 404],
    description: 'One client with its settings',
  }),
  updateClient: defineCall({
    id: 'updateClient',
    method: 'PUT',
    path: '/dashboard/admin/clients/:clientId',
    params: clientParamsSchema,
    body: clientInputSchema,
    status: 200,
    response: adminClientSchema,
    errors: [403, 404, 409],
    description:
      'Rename a client and change its settings (single sign-on path); 409 for a used name',
  }),
  getClientPortfolio: defineCall({
    id: 'getClientPortfolio',
    method: 'GET',
    path: '/dashboard/admin/clients/:clientId/portfolio',
    params: clientParamsSchema,
    status: 200,
    response: clientPortfolioSchema,
    errors: [403, 404],
    description: "The client's chains, brands, management companies and countries, to scope a view",
  }),
  listClientProperties: defineCall({
    id: 'listClientProperties',
    method: 'GET',
    path: '/dashboard/admin/clients/:clientId/properties',
    params: clientParamsSchema,
    query: clientPropertiesQuerySchema,
    status: 200,
    response: clientPropertiesResponseSchema,
    errors: [403, 404],
    description: "The client's properties, searched by name, code or city, for a view's list",
  }),
} as const;
