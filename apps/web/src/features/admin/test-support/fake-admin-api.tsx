import type { AdminClient, AdminSite, ViewListResponse } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { adminView, page } from '../../../test-support/admin-fixtures.ts';
import {
  fakeRoutes,
  type Answer,
  type Route,
  type SentRequest,
} from '../../../test-support/fake-fetch.ts';
import { useToasts } from '../components/toasts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
});

export type { Answer, SentRequest } from '../../../test-support/fake-fetch.ts';
export { adminView, page } from '../../../test-support/admin-fixtures.ts';

/** The admin API at the fetch boundary; unlisted calls answer 404 as the API words it. */
export const fakeAdminServer = (routes: Record<string, Route>): SentRequest[] =>
  fakeRoutes(routes, (request) => rejection(404, `No route for ${request.path}`));

export function rejection(status: number, message: string, field?: string): Answer {
  const error = status === 409 ? 'Conflict' : status === 404 ? 'Not Found' : 'Bad Request';
  return { status, body: { statusCode: status, error, message, ...(field ? { field } : {}) } };
}

export const CLIENTS: AdminClient[] = [
  {
    id: 1,
    name: 'Meridian Hospitality Group',
    loginPath: null,
    ssoEnabled: false,
    userCount: 3,
    viewCount: 2,
    propertyCount: 300,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Alpine Boutique Hotels',
    loginPath: '/sso/alpine',
    ssoEnabled: false,
    userCount: 1,
    viewCount: 1,
    propertyCount: 25,
    createdAt: '2026-02-05T10:00:00.000Z',
  },
];

export const VIEWS: ViewListResponse = page([
  adminView(11, 'Meridian — All properties'),
  adminView(12, 'Meridian — Hotel chain', { specificViewType: 'HILTON' }),
]);

export const SITES: AdminSite[] = [
  { id: 104, name: 'Google', categoryId: 1, essential: true },
  { id: 107, name: 'Booking.com', categoryId: 2, essential: true },
  { id: 61, name: 'Sabre', categoryId: 6, essential: false },
];

/** The common lookups every admin form makes. */
export const LOOKUPS: Record<string, Route> = {
  'GET /dashboard/admin/clients': { status: 200, body: page(CLIENTS) },
  'GET /dashboard/admin/sites': { status: 200, body: SITES },
  'GET /dashboard/admin/views': { status: 200, body: VIEWS },
  'GET /dashboard/check_credentials_validity': {
    status: 200,
    body: {
      user: {
        id: 7,
        email: 'admin@demo.local',
        name: 'Dana Whitfield',
        role: 'ADMIN',
        clientId: 1,
        clientName: 'Meridian Hospitality Group',
      },
    },
  },
};

/** Renders an admin screen at `path` with a fresh query cache; other paths show where we went. */
export function renderAdmin(element: ReactNode, { path = '/admin', route = '/admin' } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
