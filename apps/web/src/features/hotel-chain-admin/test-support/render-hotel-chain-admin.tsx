import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AuditLimitsPage,
  AuditsReviewPage,
  HotelChainAdminHome,
  HotelChainAdminShell,
  ManagerActivityPage,
} from '../index.ts';

/** The hotel-chain admin's routes as the app declares them, at `path`. */
export function renderHotelChainAdmin(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/hilton_admin',
        element: <HotelChainAdminShell />,
        children: [
          { index: true, element: <HotelChainAdminHome /> },
          { path: 'audits', element: <HotelChainAdminHome /> },
          { path: 'audits/:channelTypeId/*', element: <AuditsReviewPage /> },
          { path: 'manager_activity/*', element: <ManagerActivityPage /> },
          { path: 'audit_limits_configuration/*', element: <AuditLimitsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
