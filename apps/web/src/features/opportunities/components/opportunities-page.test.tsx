import { MAX_OPPORTUNITIES_PAGE_SIZE, type Opportunities } from '@lens/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { OpportunitiesPage } from './opportunities-page.tsx';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../../../lib/save-file.ts', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  saved.length = 0;
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

const renderAt = (path: string) => renderRoute('*', <OpportunitiesPage />, path);

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

  it('labels the figures a phone shows on each card: rank, whole name, channel, accuracy, gain', async () => {
    stubReview(review);
    renderAt('/opportunities_review/&view=3');
    const row = (await screen.findAllByTestId('opportunity-row'))[0]!;
    const cells = [...row.querySelectorAll('td')];
    expect(cells[0]!.textContent).toBe('1');
    expect(within(row).getByRole('link').textContent).toBe('Meridian Grand Paris');
    const labelled = Object.fromEntries(
      cells.flatMap((cell) => (cell.dataset.label ? [[cell.dataset.label, cell.textContent]] : [])),
    );
    expect(labelled).toEqual({
      Channel: 'Google',
      Accuracy: '76',
      'Open issues': 'PhoneINACCURATE',
      'Expected gain': '+0.12 pts',
    });
  });

  it('exports every row for the filters of the path in the order of the hash', async () => {
    const asked = stubReview(review);
    renderAt('/opportunities_review/&view=3&property_type=HOTEL#sort=property&order=desc&page=2');
    await screen.findByText('Meridian Grand Paris');
    // The menu's chunk loads as the button mounts; the button waits, disabled, until then.
    await waitFor(() =>
      expect(screen.getByTestId('opportunities-export').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.pointerDown(screen.getByTestId('opportunities-export'), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV file/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = asked.at(-1)!;
    expect(exported.get('pageSize')).toBe(String(MAX_OPPORTUNITIES_PAGE_SIZE));
    expect(exported.get('page')).toBe('1');
    expect(exported.get('sort')).toBe('property');
    expect(exported.get('order')).toBe('desc');
    expect(exported.get('property_type')).toBe('HOTEL');
    expect(saved[0]!.fileName).toMatch(/^Opportunities_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await saved[0]!.blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,Meridian Grand Paris,PARMG,Google,/);
  });

  it('keeps the sort and page in the hash', async () => {
    stubReview(review);
    const router = renderAt('/opportunities_review/&view=3');
    await screen.findByText('Meridian Grand Paris');
    fireEvent.click(screen.getByRole('button', { name: /Property/ }));
    expect(router.state.location.hash).toBe('#sort=property&page=1');
    expect(router.state.location.pathname).toBe('/opportunities_review/&view=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.hash).toBe('#sort=property&page=2');
  });

  it('says so when nothing needs fixing, with nothing to export', async () => {
    stubReview({ ...review, items: [], total: 0 });
    renderAt('/opportunities_review/');
    expect(await screen.findByText('Every listing in this selection is accurate')).toBeTruthy();
    expect(screen.queryByTestId('opportunities-export')).toBeNull();
  });
});
