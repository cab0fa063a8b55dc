import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { TooltipProvider } from '../../../components/tooltip.tsx';
import { useLogStore } from '../../../lib/log-store.ts';

/**
 * Renders UI as the app does (query cache, tooltips, a router on `path`); returns the router too.
 * A test may pass the cache, to render what a prefetch left in it.
 */
export function renderWithApp(
  ui: ReactNode,
  path = '/',
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  }),
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * Each test of the file starts with no logged error and no session state, and leaves nothing
 * drawn and no fake fetch behind.
 */
export function isolateDashboardTests(): void {
  beforeEach(() => {
    useLogStore.getState().clearErrors();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
