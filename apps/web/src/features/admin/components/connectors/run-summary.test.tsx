import type { ConnectorRun, RunListingsResponse } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes } from '../../../../test-support/fake-fetch.ts';
import { RunDetails } from './run-summary.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RUN: ConnectorRun = {
  id: 41,
  siteId: 171,
  trigger: 'SCHEDULED',
  status: 'SUCCEEDED',
  queuedAt: '2026-11-20T03:00:00.000Z',
  startedAt: '2026-11-20T03:00:01.000Z',
  finishedAt: '2026-11-20T03:02:00.000Z',
  propertyId: null,
  fetched: 2,
  landed: 1,
  unchanged: 1,
  failed: 1,
  errors: [{ propertyCode: 'NYCMT', message: 'the API answered HTTP 500' }],
  message: null,
};

const page = (items: RunListingsResponse['items']): RunListingsResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

function renderRun(run: ConnectorRun) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RunDetails run={run} />
    </QueryClientProvider>,
  );
}

describe("a connector run's details", () => {
  it('counts changed and unchanged listings apart, and lists the failures first with their reason', async () => {
    const sent = fakeRoutes({
      'GET /dashboard/admin/connectors/runs/41/listings': (request) => ({
        status: 200,
        body: request.search.includes('outcome=FAILED')
          ? page([
              {
                propertyId: 3,
                propertyCode: 'NYCMT',
                propertyName: 'Midtown Hotel',
                outcome: 'FAILED',
                message: 'the API answered HTTP 500',
              },
            ])
          : page([
              {
                propertyId: 1,
                propertyCode: 'PARMO',
                propertyName: 'Hotel Montmartre',
                outcome: 'UNCHANGED',
                message: null,
              },
            ]),
      }),
    });
    renderRun(RUN);
    expect(screen.getByText(/2 read · 1 changed · 1 unchanged · 1 failed/)).toBeTruthy();
    expect(await screen.findByText(/the API answered HTTP 500/)).toBeTruthy();
    expect(sent[0]!.search).toContain('outcome=FAILED');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByText('Hotel Montmartre')).toBeTruthy());
    // The row's tag, beside the filter's own "Unchanged" choice.
    expect(screen.getAllByText('Unchanged')).toHaveLength(2);
  });

  it('says a run found nothing to read, and why', () => {
    fakeRoutes({});
    renderRun({
      ...RUN,
      status: 'NO_LISTINGS',
      fetched: 0,
      landed: 0,
      unchanged: 0,
      failed: 0,
      errors: [],
      message: 'No listing of this channel has a URL or an id to read.',
    });
    expect(screen.getByText('Nothing to read')).toBeTruthy();
    expect(screen.getByText(/No listing of this channel has a URL or an id/)).toBeTruthy();
    expect(screen.queryByTestId('connector-run-listings')).toBeNull();
  });
});
