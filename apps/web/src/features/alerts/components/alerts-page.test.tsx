import type { Alert } from '@lens/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { fakeFetch, type Answer, type SentRequest } from '../../../test-support/fake-fetch.ts';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { AlertsPage } from './alerts-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

const BROKE: Alert = {
  id: 31,
  kind: 'CHARACTERISTIC_BROKE',
  propertyId: 7,
  propertyName: 'Meridian Times Square',
  siteId: 104,
  siteName: 'Google',
  characteristic: 'PHONE',
  createdAt: '2026-11-07T10:00:00.000Z',
  acknowledged: null,
  mute: null,
  evidence: {
    kind: 'CHARACTERISTIC_BROKE',
    previous: {
      auditId: 900,
      auditDate: '2026-10-07',
      status: 'ACCURATE',
      channelValue: '+1 212-555-0100',
    },
    current: {
      auditId: 901,
      auditDate: '2026-11-07',
      status: 'INACCURATE',
      channelValue: '+1 212-555-0199',
    },
    sourceValue: '+1 212-555-0100',
  },
};

const DROP: Alert = {
  ...BROKE,
  id: 32,
  kind: 'SCORE_DROP',
  siteId: null,
  siteName: null,
  characteristic: null,
  evidence: {
    kind: 'SCORE_DROP',
    previousMonth: '2026-10',
    currentMonth: '2026-11',
    previousScore: 88.4,
    currentScore: 71.2,
    step: 10,
  },
};

function fakeServer(acknowledged: Set<number>, total?: number): SentRequest[] {
  const json = (body: unknown, status = 200): Answer => ({ status, body });
  return fakeFetch((request) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /dashboard/alerts') {
      const items = [BROKE, DROP].filter((alert) => !acknowledged.has(alert.id));
      return json({
        items,
        total: total ?? items.length,
        page: 1,
        pageSize: 20,
        properties: [{ id: 7, name: 'Meridian Times Square' }],
        sites: [{ id: 104, name: 'Google' }],
      });
    }
    if (key === 'POST /dashboard/alerts/seen') return json(undefined, 204);
    if (key === 'GET /dashboard/alerts/summary') return json({ open: 2, unread: 0 });
    if (key === 'GET /dashboard/alerts/follows')
      return json({ views: [{ id: 3, name: 'All properties', following: true }], properties: [] });
    if (key === 'GET /dashboard/alerts/settings')
      return json({ scoreDropStep: 10, canEdit: false });
    const acknowledge = request.path.match(/^\/dashboard\/alerts\/(\d+)\/acknowledge$/);
    if (request.method === 'POST' && acknowledge) {
      acknowledged.add(Number(acknowledge[1]));
      return json({ ...BROKE, acknowledged: { at: '2026-11-08T09:00:00.000Z', by: 'Marco' } });
    }
    if (request.method === 'POST' && request.path === '/dashboard/alerts/31/mute')
      return json({ ...BROKE, mute: { id: 5, until: null } });
    return json({ message: 'Not found', field: null }, 404);
  });
}

const renderPage = (url = '/alerts') => renderRoute('/alerts', <AlertsPage />, url);

const alertsAsked = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path === '/dashboard/alerts');

describe('the alerts page', () => {
  it('shows each alert with its evidence and a link to the audit, and marks alerts seen', async () => {
    const sent = fakeServer(new Set());
    renderPage();
    const [broke, drop] = await screen.findAllByTestId('alert');
    expect(within(broke!).getByRole('heading').textContent).toBe(
      'Phone is wrong again at Meridian Times Square',
    );
    expect(broke!.textContent).toContain('+1 212-555-0199');
    expect(within(broke!).getByText('ACCURATE')).toBeTruthy();
    expect(
      within(broke!)
        .getByRole('link', { name: /Open the channel audit/ })
        .getAttribute('href'),
    ).toBe('/&property=7&site=104');
    expect(drop!.textContent).toContain('−17 points');
    expect(drop!.textContent).toContain('Oct 2026');
    expect(sent.some((r) => r.method === 'POST' && r.path === '/dashboard/alerts/seen')).toBe(true);
    expect(await screen.findByText(/Alerts are raised at a drop of/)).toBeTruthy();
  });

  it('says the count once: plain while it fits on one page, as the range past it', async () => {
    fakeServer(new Set());
    renderPage();
    expect(await screen.findByText('2 alerts')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of alerts' })).toBeNull();
    cleanup();
    fakeServer(new Set(), 300);
    renderPage();
    expect(await screen.findByText('1–20 of 300 alerts')).toBeTruthy();
    expect(screen.queryByText('300 alerts')).toBeNull();
  });

  it('acknowledges an alert and filters by type', async () => {
    const sent = fakeServer(new Set());
    renderPage();
    const [broke] = await screen.findAllByTestId('alert');
    fireEvent.click(within(broke!).getByRole('button', { name: /Acknowledge/ }));
    await waitFor(() => expect(screen.getAllByTestId('alert')).toHaveLength(1));
    expect(sent.some((r) => r.path === '/dashboard/alerts/31/acknowledge')).toBe(true);
    expect(useLogStore.getState().messages[0]?.text).toBe('Alert acknowledged.');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'SCORE_DROP' } });
    await waitFor(() =>
      expect(
        sent.some((r) => r.search.includes('kind=SCORE_DROP') && r.search.includes('state=OPEN')),
      ).toBe(true),
    );
  });

  it('opens with the filters and page of its URL', async () => {
    const sent = fakeServer(new Set());
    renderPage('/alerts?state=MUTED&kind=SCORE_DROP&property=7&site=104&page=2');
    await screen.findAllByTestId('alert');
    const asked = new URLSearchParams(alertsAsked(sent)[0]!.search);
    expect(Object.fromEntries(asked)).toMatchObject({
      state: 'MUTED',
      kind: 'SCORE_DROP',
      propertyId: '7',
      siteId: '104',
      page: '2',
    });
    const state = screen.getByRole('radiogroup', { name: 'Alert state' });
    expect(within(state).getByRole('radio', { name: 'Muted' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('SCORE_DROP');
    expect((screen.getByLabelText('Property') as HTMLSelectElement).value).toBe('7');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('104');
  });

  it('falls back to the defaults for values it does not know', async () => {
    const sent = fakeServer(new Set());
    renderPage('/alerts?state=SOMETIMES&kind=FIRE&property=x&site=-4&page=abc');
    await screen.findAllByTestId('alert');
    const asked = new URLSearchParams(alertsAsked(sent)[0]!.search);
    expect([...asked.keys()].sort()).toEqual(['page', 'pageSize', 'state']);
    expect(asked.get('state')).toBe('OPEN');
    expect(asked.get('page')).toBe('1');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
  });

  it('writes a filter into the URL and starts again on the first page', async () => {
    fakeServer(new Set());
    const router = renderPage('/alerts?kind=SCORE_DROP&page=3');
    await screen.findAllByTestId('alert');
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '104' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=SCORE_DROP&site=104'));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=SCORE_DROP&site=104&state=ALL'),
    );
  });

  it('mutes a pair for the chosen days', async () => {
    const sent = fakeServer(new Set());
    renderPage();
    const [broke] = await screen.findAllByTestId('alert');
    fireEvent.click(within(broke!).getByRole('button', { name: /Mute/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('For'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/dashboard/alerts/31/mute')?.body).toEqual({ days: 7 }),
    );
  });
});
