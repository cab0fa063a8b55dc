import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { installFakeApi } from '../test-support/fake-dashboard-api.ts';
import { renderWithApp } from '../test-support/render-dashboard.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const UPDATE = '/dashboard/data/filter/update_last_content_monitor';
const radio = (name: 'Summary' | 'Detail') => screen.findByRole('radio', { name });

beforeEach(() => useLogStore.getState().clearErrors());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('content monitor: "SUMMARY or DETAIL per view, and can be changed by the user"', () => {
  it('shows the mode the view was left in', async () => {
    installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    expect((await radio('Detail')).getAttribute('aria-checked')).toBe('true');
    expect((await radio('Summary')).getAttribute('aria-checked')).toBe('false');
  });

  it('remembers a switch on the server, and opens in that mode after a reload', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    fireEvent.click(await radio('Summary'));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    const update = api.callsTo(UPDATE)[0]!;
    expect(update.method).toBe('PATCH');
    expect(Object.fromEntries(update.query)).toEqual({ id: '1', contentMonitor: 'SUMMARY' });
    // The dashboard reloads in the new mode at once.
    await waitFor(() =>
      expect(api.callsTo('/summary_report/data/filter/property').length).toBeGreaterThan(0),
    );
    expect((await radio('Summary')).getAttribute('aria-checked')).toBe('true');

    cleanup();
    renderWithApp(<DashboardPage />, '/');
    await waitFor(async () =>
      expect((await radio('Summary')).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('moves the choice with the arrow keys, as one tab stop', async () => {
    const api = installFakeApi();
    renderWithApp(<DashboardPage />, '/');
    const detail = await radio('Detail');
    expect(detail.tabIndex).toBe(0);
    expect((await radio('Summary')).tabIndex).toBe(-1);
    fireEvent.keyDown(detail, { key: 'ArrowLeft' });
    await waitFor(() => expect(api.state.lastContentMonitor).toBe('SUMMARY'));
    expect(document.activeElement).toBe(await radio('Summary'));
  });

  it('goes back and logs the failure when the server refuses', async () => {
    installFakeApi(undefined, (call) =>
      call.path === UPDATE
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }
        : undefined,
    );
    renderWithApp(<DashboardPage />, '/');
    fireEvent.click(await radio('Summary'));
    await waitFor(() =>
      expect(useLogStore.getState().errors).toContain('Saving the content monitor mode'),
    );
    expect((await radio('Detail')).getAttribute('aria-checked')).toBe('true');
  });

  it('is not offered for a view with one mode, which opens in the mode it has', async () => {
    const api = installFakeApi(undefined, (call) =>
      call.path === '/dashboard/data/filter/view'
        ? {
            status: 200,
            body: {
              availableFilters: [
                {
                  id: 1,
                  name: 'Meridian — Luxury collection',
                  supportsEssentials: true,
                  contentMonitorSummary: true,
                  contentMonitorDetail: false,
                  lastContentMonitor: 'DETAIL',
                  specificViewType: null,
                },
              ],
              notAvailableFilters: [],
            },
          }
        : undefined,
    );
    renderWithApp(<DashboardPage />, '/');
    await screen.findByRole('heading', { name: 'Portfolio overview' });
    expect(screen.queryByRole('radiogroup', { name: 'Content monitor' })).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('/summary_report/data/filter/property').length).toBeGreaterThan(0),
    );
  });
});
