import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeToFixWidget } from './time-to-fix-widget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget(answer: unknown) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(new URL(input, 'http://localhost'));
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <TimeToFixWidget span={12} /> }], {
    initialEntries: ['/&property_type=HOTEL'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
}

describe('TimeToFixWidget', () => {
  it('asks for the page selection and lists channels slowest first', async () => {
    const asked = renderWidget({
      channels: [
        {
          siteId: 104,
          name: 'Google',
          siteGroupId: 1,
          confirmed: 4,
          medianDays: 3.5,
          p90Days: 9,
          open: 1,
        },
        {
          siteId: 60,
          name: 'Amadeus',
          siteGroupId: 6,
          confirmed: 2,
          medianDays: 21,
          p90Days: 30,
          open: 0,
        },
        {
          siteId: 107,
          name: 'Booking.com',
          siteGroupId: 2,
          confirmed: 0,
          medianDays: null,
          p90Days: null,
          open: 3,
        },
      ],
      overall: { confirmed: 6, medianDays: 6, p90Days: 30, open: 4 },
    });
    const table = await screen.findByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Amadeus', 'Google', 'Booking.com']);
    expect(within(table).getByText('3.5 days')).toBeTruthy();
    expect(screen.getByText('30 days', { selector: 'dd' })).toBeTruthy();
    expect(asked[0]!.pathname).toBe('/dashboard/change-requests/time-to-fix');
    expect(asked[0]!.searchParams.get('property_type')).toBe('HOTEL');
  });

  it('says so when the selection has no change requests', async () => {
    renderWidget({
      channels: [],
      overall: { confirmed: 0, medianDays: null, p90Days: null, open: 0 },
    });
    expect(await screen.findByText('No change requests here')).toBeTruthy();
  });
});
