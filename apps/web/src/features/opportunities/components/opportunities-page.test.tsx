import type { Opportunities } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpportunitiesPage } from './opportunities-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answering the review with `answer`, recording the query strings asked. */
function stubReview(answer: Opportunities): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/dashboard/data/opportunities')
      return new Response('{}', { status: 404 });
    asked.push(url.searchParams);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <OpportunitiesPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const review: Opportunities = {
  items: [
    {
      rank: 1,
      property: { id: 7, name: 'Meridian Grand Paris', code: 'PARMG' },
      site: { id: 104, name: 'Google', siteGroupId: 1 },
      auditId: 9001,
      auditDate: '2026-11-20',
      accuracy: 76,
      issues: [{ characteristic: 'PHONE', status: 'INACCURATE' }],
      gain: 0.12,
    },
  ],
  total: 30,
  page: 1,
  pageSize: 25,
  scoredPairs: 200,
  accuracy: 91.5,
};

describe('OpportunitiesPage', () => {
  it('asks for the order and page of the hash with the filters of the path', async () => {
    const asked = stubReview(review);
    renderAt('/opportunities_review/&view=3&site=104#sort=accuracy&page=2');
    await screen.findByText('Meridian Grand Paris');
    expect(asked[0]!.get('view')).toBe('3');
    expect(asked[0]!.get('site')).toBe('104');
    expect(asked[0]!.get('sort')).toBe('accuracy');
    expect(asked[0]!.get('order')).toBe('asc');
    expect(asked[0]!.get('page')).toBe('2');
  });

  it('draws a ranked row with its gain, issues and channel-page link', async () => {
    stubReview(review);
    renderAt('/opportunities_review/&view=3');
    const row = (await screen.findAllByTestId('opportunity-row'))[0]!;
    expect(within(row).getByText('+0.12 pts')).toBeTruthy();
    expect(within(row).getByText('Phone')).toBeTruthy();
    const link = within(row).getByRole('link', { name: 'Meridian Grand Paris' });
    expect(link.getAttribute('href')).toMatch(/^\/&startDate=.*&view=3&property=7&site=104$/);
  });

  it('keeps the sort and page in the hash', async () => {
    stubReview(review);
    const router = renderAt('/opportunities_review/&view=3');
    await screen.findByText('Meridian Grand Paris');
    fireEvent.click(screen.getByRole('button', { name: /Property/ }));
    expect(router.state.location.hash).toBe('#sort=property&page=1');
    expect(router.state.location.pathname).toBe('/opportunities_review/&view=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.hash).toBe('#sort=property&page=2');
  });

  it('says so when nothing needs fixing', async () => {
    stubReview({ ...review, items: [], total: 0 });
    renderAt('/opportunities_review/');
    expect(await screen.findByText('Every listing in this selection is accurate')).toBeTruthy();
  });
});
