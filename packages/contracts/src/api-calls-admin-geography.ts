import { defineCall } from './api-call.ts';
import { noContentSchema } from './common.ts';
import {
  geographyInputSchema,
  geographyItemSchema,
  geographyListQuerySchema,
  geographyListResponseSchema,
  geographyParamsSchema,
  geographyTypeParamsSchema,
} from './admin-geography.ts';

/** Administration of the geography every client's properties sit in. */
export const ADMIN_GEOGRAPHY_CALLS = {
  listGeography: defineCall({
    id: 'listGeography',
    method: 'GET',
    path: '/dashboard/admin/geography/:type',
    params: geographyTypeParamsSchema,
    query: geographyListQuerySchema,
    status: 200,
    response: geographyListResponseSchema,
    errors: [403],
    description: 'Countries, regions, sub-regions or cities, optionally inside one parent',
  }),
  getGeography: defineCall({
    id: 'getGeography',
    method: 'GET',
    path: '/dashboard/admin/geography/:type/:id',
    params: geographyParamsSchema,
    status: 200,
    response: geographyItemSchema,
    errors: [403, 404],
    description: 'One geography entry with its ancestors',
  }),
  createGeography: defineCall({
    id: 'createGeography',
    method: 'POST',
    path: '/dashboard/admin/geography',
    body: geographyInputSchema,
    status: 200,
    response: geographyItemSchema,
    errors: [403, 409],
    description: 'Create a country, region, sub-region or city; 409 for a name its parent has',
  }),
  updateGeography: defineCall({
    id: 'updateGeography',
    method: 'PUT',
    path: '/dashboard/admin/geography/:type/:id',
    params: geographyParamsSchema,
    body: geographyInputSchema,
    status: 200,
    response: geographyItemSchema,
    errors: [403, 404, 409],
    description: 'Rename or move a geography entry (the body type must match the path)',
  }),
  deleteGeography: defineCall({
    id: 'deleteGeography',
    method: 'DELETE',
    path: '/dashboard/admin/geography/:type/:id',
    params: geographyParamsSchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404, 409],
    description:
      'Delete an empty geography entry; 409 naming the properties or entries it still holds',
  }),
} as const;
