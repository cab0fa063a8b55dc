import type { NoiseEntry } from '@lens/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { NoiseListPage } from './noise-list-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRY: NoiseEntry = {
  kind: 'IGNORED',
  id: 5,
  characteristic: 'PHONE',
  property: { id: 7, name: 'Meridian Times Square', code: 'NYCMTS' },
  site: { id: 104, name: 'Google' },
  auditId: 901,
  sourceValue: '+1 212-555-0100',
  channelValue: '+1 212-555-0199',
  sourceNormalized: null,
  channelNormalized: null,
  createdBy: 'Ana Silva',
  createdAt: '2026-11-22T08:00:00.000Z',
};

/** The noise list API answering `total` decisions; returns the query strings it was asked. */
function fakeNoiseList(total = 1): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/dashboard/noise') throw new Error(`Not faked: ${url.pathname}`);
    asked.push(url.searchParams);
    const pageSize = Number(url.searchParams.get('pageSize'));
    return new Response(JSON.stringify({ items: [ENTRY], total, page: 1, pageSize }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

const renderAt = (url: string) => renderRoute('/noise_control', <NoiseListPage />, url);

describe('the noise list', () => {
  it('opens with the kind, search and pages shown of its URL', async () => {
    const asked = fakeNoiseList(200);
    renderAt('/noise_control?kind=IGNORED&q=times&page=2');
    await screen.findByTestId('noise-entry');
    expect(Object.fromEntries(asked[0]!)).toEqual({
      kind: 'IGNORED',
      search: 'times',
      pageSize: '100',
    });
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('IGNORED');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('times');
  });

  it('falls back to every decision, and caps the pages at what the server sends', async () => {
    const asked = fakeNoiseList();
    renderAt('/noise_control?kind=SOMETHING&page=9999');
    await screen.findByTestId('noise-entry');
    expect(Object.fromEntries(asked[0]!)).toEqual({ pageSize: '500' });
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
  });

  it('writes the kind, the search and "show more" into the URL', async () => {
    const asked = fakeNoiseList(120);
    const router = renderAt('/noise_control');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(asked.at(-1)!.get('pageSize')).toBe('100'));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'ACCEPTED_VARIANT' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=ACCEPTED_VARIANT'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'phone ' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=ACCEPTED_VARIANT&q=phone'),
    );
    await waitFor(() => expect(asked.at(-1)!.get('search')).toBe('phone'));
  });
});
