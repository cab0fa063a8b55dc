import { defineCall } from './api-call.ts';
import {
  adminViewSchema,
  viewInputSchema,
  viewListQuerySchema,
  viewListResponseSchema,
  viewParamsSchema,
} from './admin-views.ts';

/** Administration of views: scope, channels and presentation settings. */
export const ADMIN_VIEW_CALLS = {
  listViews: defineCall({
    id: 'listViews',
    method: 'GET',
    path: '/dashboard/admin/views',
    query: viewListQuerySchema,
    status: 200,
    response: viewListResponseSchema,
    errors: [403],
    description: 'Views of one view type (the /admin/{viewType} listing) or of one client',
  }),
  getView: defineCall({
    id: 'getView',
    method: 'GET',
    path: '/dashboard/admin/views/:viewId',
    params: viewParamsSchema,
    status: 200,
    response: adminViewSchema,
    errors: [403, 404],
    description: 'One view with its scope and channels',
  }),
  createView: defineCall({
    id: 'createView',
    method: 'POST',
    path: '/dashboard/admin/views',
    body: viewInputSchema,
    status: 200,
    response: adminViewSchema,
    errors: [403, 409],
    description: "Create a view; its scope is resolved to the client's properties at once",
  }),
  updateView: defineCall({
    id: 'updateView',
    method: 'PUT',
    path: '/dashboard/admin/views/:viewId',
    params: viewParamsSchema,
    body: viewInputSchema,
    status: 200,
    response: adminViewSchema,
    errors: [403, 404, 409],
    description: 'Change a view; moving it to another client withdraws it from the old users',
  }),
} as const;
