import type { ChangeRequest, ChangeRequestCandidates, ChangeRequestList } from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeRequestsPage } from './change-requests-page.tsx';
import { CreateChangeRequest } from './create-change-request.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** fetch answering `answers` by "METHOD path", recording what was sent. */
function stubApi(answers: Record<string, unknown>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { pathname: path, search } = new URL(input, 'http://localhost');
    sent.push({
      method,
      path,
      search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderAt(element: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const candidates: ChangeRequestCandidates = {
  auditId: 901,
  auditDate: '2026-11-05',
  property: { id: 212, name: 'Aster Barcelona Eixample', code: 'BCNAST2' },
  site: { id: 104, name: 'Google' },
  layout: 'GOOGLE_BUSINESS_PROFILE',
  layoutName: 'Google Business Profile bulk upload',
  items: [
    {
      characteristic: 'PHONE',
      label: 'Phone',
      status: 'MATCHED (MODIFY)',
      flagged: true,
      flaggedItems: ['phone'],
      channelValue: '+34 93 000 0000',
      corrected: [{ language: '', value: '+34 93 123 4567' }],
    },
    {
      characteristic: 'WEBSITE',
      label: 'Website',
      status: 'INACCURATE',
      flagged: false,
      flaggedItems: [],
      channelValue: 'old.example.com',
      corrected: [{ language: '', value: 'https://aster.example/barcelona' }],
    },
  ],
  openRequestIds: [],
};

const made: ChangeRequest = {
  id: 7,
  reference: 'CR-7',
  status: 'OPEN',
  property: candidates.property,
  site: { id: 104, name: 'Google', siteGroupId: 1 },
  auditId: 901,
  auditDate: '2026-11-05',
  lineCount: 2,
  createdAt: '2026-11-21T09:30:00.000Z',
  createdBy: { id: 2, name: 'Marco Bellini' },
  sentOn: null,
  confirmedAt: null,
  confirmedBy: null,
  confirmedAuditId: null,
  layout: 'GOOGLE_BUSINESS_PROFILE',
  layoutName: 'Google Business Profile bulk upload',
  listingUrl: null,
  lines: [
    {
      characteristic: 'PHONE',
      label: 'Phone',
      language: '',
      currentValue: '+34 93 000 0000',
      correctedValue: '+34 93 123 4567',
    },
  ],
};

describe('CreateChangeRequest', () => {
  it('ticks the flagged results, lets others be added, and sends the chosen ones', async () => {
    const sent = stubApi({
      'GET /dashboard/change-requests/candidates': candidates,
      'POST /dashboard/change-requests': made,
    });
    renderAt(<CreateChangeRequest auditId={901} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create change request' }));
    const dialog = await screen.findByTestId('create-change-request-dialog');
    const phone = await within(dialog).findByRole('checkbox', { name: /Phone/ });
    const website = within(dialog).getByRole('checkbox', { name: /Website/ });
    expect((phone as HTMLInputElement).checked).toBe(true);
    expect((website as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText('+34 93 123 4567')).toBeTruthy();

    fireEvent.click(website);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create request (2)' }));
    expect(await within(dialog).findByText('Change request CR-7 made')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      auditId: 901,
      characteristics: ['PHONE', 'WEBSITE'],
    });
    expect(within(dialog).getByRole('link', { name: 'Printable page' }).getAttribute('href')).toBe(
      '/change_requests/7/print',
    );
  });

  it('cannot send a request with nothing ticked', async () => {
    stubApi({
      'GET /dashboard/change-requests/candidates': {
        ...candidates,
        items: candidates.items.map((item) => ({ ...item, flagged: false })),
      },
    });
    renderAt(<CreateChangeRequest auditId={901} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create change request' }));
    const create = await screen.findByRole('button', { name: 'Create request (0)' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });
});

const LIST: ChangeRequestList = {
  items: [made],
  total: 1,
  page: 1,
  pageSize: 25,
  counts: { OPEN: 1, SENT: 0, CONFIRMED: 0 },
  channels: [{ id: 104, name: 'Google' }],
  properties: [{ id: 212, name: 'Aster Barcelona Eixample' }],
};

const listsAsked = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.path === '/dashboard/change-requests');

describe('ChangeRequestsPage', () => {
  it('lists requests and marks an open one sent on the chosen day', async () => {
    const sent = stubApi({
      'GET /dashboard/change-requests': LIST,
      'POST /dashboard/change-requests/7/sent': { ...made, status: 'SENT', sentOn: '2026-11-20' },
    });
    renderAt(<ChangeRequestsPage />);
    expect(await screen.findByText('1 open · 0 sent · 0 confirmed')).toBeTruthy();
    // The request's channel is Google: its guide opens from the row.
    const guides = screen.getAllByRole('link', { name: 'How to fix on Google' });
    expect(guides[0]!.getAttribute('href')).toBe('/instructions/google-business-profile');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark sent CR-7' })[0]!);
    const dialog = await screen.findByTestId('mark-sent-dialog');
    fireEvent.change(within(dialog).getByLabelText('Sent on'), {
      target: { value: '2026-11-20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        path: '/dashboard/change-requests/7/sent',
        body: { sentOn: '2026-11-20' },
      }),
    );
  });

  it('opens with the status, channel, property and page of its URL', async () => {
    const sent = stubApi({ 'GET /dashboard/change-requests': { ...LIST, total: 60, page: 2 } });
    renderAt(<ChangeRequestsPage />, '/?status=SENT&site=104&property=212&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(listsAsked(sent)[0]!.search))).toMatchObject({
      status: 'SENT',
      siteId: '104',
      propertyId: '212',
      page: '2',
    });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('SENT');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('104');
    expect((screen.getByLabelText('Property') as HTMLSelectElement).value).toBe('212');
  });

  it('asks for every request when the URL holds values it does not know', async () => {
    const sent = stubApi({ 'GET /dashboard/change-requests': LIST });
    renderAt(<ChangeRequestsPage />, '/?status=LOST&site=google&property=0&page=-1');
    expect(await screen.findByText('1 open · 0 sent · 0 confirmed')).toBeTruthy();
    const asked = new URLSearchParams(listsAsked(sent)[0]!.search);
    expect(asked.get('page')).toBe('1');
    expect(['status', 'siteId', 'propertyId'].filter((name) => asked.has(name))).toEqual([]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('writes the status and the page into the URL', async () => {
    const sent = stubApi({ 'GET /dashboard/change-requests': { ...LIST, total: 60 } });
    const router = renderAt(<ChangeRequestsPage />, '/?site=104');
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?site=104&page=2'));
    await waitFor(() =>
      expect(new URLSearchParams(listsAsked(sent).at(-1)!.search).get('page')).toBe('2'),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(router.state.location.search).toBe('?site=104&status=OPEN'));
  });
});
