import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import {
  fakeServer,
  lastAsked,
  page,
  renderPage,
  REPORT,
  RUN,
} from '../test-support/reports-page-fixture.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

describe('the reports page in the URL', () => {
  it('opens with the search, client and pages of its URL', async () => {
    const sent = fakeServer({
      'GET /dashboard/admin/reports': { status: 200, body: { ...page([REPORT]), total: 60 } },
      'GET /dashboard/admin/generated-reports': {
        status: 200,
        body: { ...page([RUN]), total: 30, pageSize: 10, page: 3 },
      },
    });
    renderPage('/admin/reports?q=monthly&client=1&page=2&runs_page=3');
    await screen.findByTestId('report-definitions');
    expect(lastAsked(sent, '/dashboard/admin/reports')).toMatchObject({
      search: 'monthly',
      clientId: '1',
      page: '2',
    });
    expect(lastAsked(sent, '/dashboard/admin/generated-reports')).toMatchObject({
      clientId: '1',
      page: '3',
    });
    expect((screen.getByLabelText('Search reports') as HTMLInputElement).value).toBe('monthly');
    await waitFor(() =>
      expect((screen.getByLabelText('Client') as HTMLSelectElement).value).toBe('1'),
    );
  });

  it('asks for the first pages of every client when the URL is not understood', async () => {
    const sent = fakeServer({});
    renderPage('/admin/reports?client=abc&page=0&runs_page=2.5');
    await screen.findByTestId('report-definitions');
    const asked = lastAsked(sent, '/dashboard/admin/reports');
    expect(asked.page).toBe('1');
    expect(asked.clientId).toBeUndefined();
    expect(lastAsked(sent, '/dashboard/admin/generated-reports').page).toBe('1');
  });

  it('writes the client, the search and the pages into the URL', async () => {
    fakeServer({
      'GET /dashboard/admin/reports': { status: 200, body: { ...page([REPORT]), total: 60 } },
    });
    const router = renderPage('/admin/reports?runs_page=2');
    const next = await screen.findByRole('button', { name: 'Next page' });
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?runs_page=2&page=2'));
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'board' } });
    await waitFor(() => expect(router.state.location.search).toBe('?runs_page=2&q=board'));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Client')).getByText('Meridian Hospitality Group'),
      ).toBeTruthy(),
    );
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=board&client=1'));
  });
});
