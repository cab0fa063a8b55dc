import type { LastAuditResponse } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TooltipProvider } from '../../../components/tooltip.tsx';
import { ChannelAuditPage } from '../components/channel-audit-page.tsx';

export interface RenderAuditOptions {
  path?: string;
  propertyId?: number;
  channelId?: number;
  lastAudit?: { data?: LastAuditResponse; isPending: boolean; isError: boolean };
}

export function lastAuditOf(auditId: number | null, channelId = 107) {
  return {
    data: {
      auditId,
      propertyId: 1,
      siteId: channelId,
      auditDate: auditId === null ? null : '2026-11-05',
      projectType: auditId === null ? null : ('AUTOMATED' as const),
    },
    isPending: false,
    isError: false,
  };
}

/** The channel audit page as the widgets page composes it, for property 1 on one channel. */
export function renderAudit({
  path = '/&property=1&site=107',
  propertyId = 1,
  channelId = 107,
  lastAudit = lastAuditOf(901, channelId),
}: RenderAuditOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ChannelAuditPage propertyId={propertyId} channelId={channelId} lastAudit={lastAudit} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
