import { SCORE_EXPLAIN_CALLS, type ScoreExplanation } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhyScoreButton } from './why-score-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const explanation: ScoreExplanation = {
  figure: 'accuracy',
  subject: 'Meridian Grand Paris',
  value: 72.5,
  basis: 'audits',
  formula: '73 is the mean accuracy of the latest audit of each of the 2 scored pairs.',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  auditCount: 2,
  scoredCount: 2,
  knockedOutCount: 1,
  characteristics: [
    {
      characteristicType: 'PHONE',
      name: 'Phone',
      weight: 2,
      resultCount: 2,
      scoredCount: 2,
      accuracy: 50,
      lostShare: 72.7,
      gain: 20,
    },
    {
      characteristicType: 'PHOTOS',
      name: 'Photos',
      weight: 1,
      resultCount: 2,
      scoredCount: 1,
      accuracy: 0,
      lostShare: 27.3,
      gain: 7.5,
    },
  ],
  channels: [],
  knockoutCauses: [],
  improvements: [
    { kind: 'characteristic', label: 'Fix Phone everywhere', gain: 20 },
    { kind: 'characteristic', label: 'Fix Photos everywhere', gain: 7.5 },
  ],
  lowestAudits: [
    {
      auditId: 901,
      propertyId: 1,
      propertyName: 'Meridian Grand Paris',
      siteId: 107,
      siteName: 'Booking.com',
      auditDate: '2026-10-20',
      accuracy: 45,
      knockout: true,
      knockoutReasons: ['Phone INACCURATE'],
    },
  ],
};

function setup(onRow = vi.fn()) {
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    return new Response(
      JSON.stringify(SCORE_EXPLAIN_CALLS.getScoreExplanation.response.parse(explanation)),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          // The control sits in a clickable row on the dashboard.
          <div role="presentation" onClick={onRow}>
            <WhyScoreButton of="property" id="1" label="Accuracy of Meridian Grand Paris" />
          </div>
        ),
      },
    ],
    { initialEntries: ['/&startDate=2026-10-01&endDate=2026-10-31&view=3'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router, onRow };
}

describe('WhyScoreButton', () => {
  it('asks nothing until opened, then explains the number of its row under the selection', async () => {
    const { requests, onRow } = setup();
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Why this score' }));
    expect(onRow).not.toHaveBeenCalled();
    const sheet = await screen.findByRole('dialog', {
      name: 'Why this score: Accuracy of Meridian Grand Paris',
    });
    expect(await within(sheet).findByTestId('explained-value')).toHaveProperty('textContent', '73');
    const query = requests[0]!.searchParams;
    expect(requests[0]!.pathname).toBe('/dashboard/data/score-explanation');
    expect([query.get('of'), query.get('id'), query.get('view')]).toEqual(['property', '1', '3']);
    expect(query.get('startDate')).toBe('2026-10-01');

    const table = within(sheet).getByRole('table');
    const phone = within(table).getByRole('row', { name: /Phone/ });
    expect(phone.textContent).toContain('72.7%');
    const gains = within(sheet).getByTestId('improvements');
    expect(gains.textContent).toContain('Fix Phone everywhere+20.0 pts');
  });

  it('links each low audit to its channel page under the same filters', async () => {
    const { router, onRow } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Why this score' }));
    const link = await screen.findByRole('link', { name: /Meridian Grand Paris/ });
    expect(link.textContent).toContain('Booking.com · 2026-10-20 · Phone INACCURATE');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(
      '/&startDate=2026-10-01&endDate=2026-10-31&view=3&property=1&site=107',
    );
    expect(onRow).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
