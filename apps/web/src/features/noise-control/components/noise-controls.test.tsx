import {
  auditCharacteristicSchema,
  NOISE_CONTROL_CALLS,
  type AuditCharacteristic,
  type NoiseMark as Mark,
} from '@lens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoiseActions } from './noise-actions.tsx';
import { NoiseMark } from './noise-mark.tsx';

const row = (overrides: Partial<AuditCharacteristic> = {}): AuditCharacteristic =>
  auditCharacteristicSchema.parse({
    characteristicType: 'NAME',
    name: 'Name',
    status: 'INACCURATE',
    accuracy: 0,
    sourceValue: 'Meridian Grand Paris',
    channelValue: 'Meridian Paris Grand Hotel',
    additionalData: null,
    priority: 1,
    ignored: false,
    evidence: {
      rule: 'name-similar',
      threshold: 0.8,
      sourceNormalized: 'meridian grand paris',
      channelNormalized: 'meridian paris grand hotel',
      decidedBy: [],
    },
    ...overrides,
  });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A noise API in memory: accepting adds a mark, undoing removes it; `refuse` fails writes. */
function fakeNoiseApi({ refuse = false } = {}) {
  const calls: Call[] = [];
  let marks: Mark[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (call.method === 'GET' && call.path === '/dashboard/noise/audit')
      return json(200, NOISE_CONTROL_CALLS.getAuditNoise.response.parse({ auditId: 901, marks }));
    if (refuse)
      return json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'characteristic: this variant is already accepted',
        field: 'characteristic',
      });
    if (call.method === 'POST' && call.path === '/dashboard/noise/variants') {
      const mark: Mark = {
        kind: 'ACCEPTED_VARIANT',
        id: 5,
        characteristic: 'NAME',
        allChannels: (call.body as { allChannels: boolean }).allChannels,
        createdBy: 'Ana Silva',
        createdAt: '2026-11-22T08:00:00.000Z',
      };
      marks = [mark];
      return json(200, { mark, rescored: 3 });
    }
    if (call.method === 'DELETE' && call.path === '/dashboard/noise/variants/5') {
      marks = [];
      return json(200, { mark: null, rescored: 3 });
    }
    throw new Error(`The fake noise API does not answer ${call.method} ${call.path}`);
  });
  return calls;
}

function renderControls(result: AuditCharacteristic) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/&property=1&site=107']}>
        <NoiseMark row={result} auditId={901} />
        <NoiseActions row={result} auditId={901} siteName="Booking.com" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('noise controls of a characteristic', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('accepts a variant, shows who did it, and undoes it', async () => {
    const calls = fakeNoiseApi();
    renderControls(row());
    fireEvent.click(screen.getByRole('button', { name: 'More actions: Name' }));
    const menu = await screen.findByRole('dialog', { name: 'Noise control: Name' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Accept this variant on Booking.com'),
      expect.stringContaining('Accept this variant on every channel'),
      expect.stringContaining('Ignore until either value changes'),
    ]);
    fireEvent.click(within(menu).getByText('Accept this variant on Booking.com'));

    expect(await screen.findByText('Accepted variant')).toBeTruthy();
    expect(screen.getByText('by Ana Silva on 22 Nov 2026')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      auditId: 901,
      characteristic: 'NAME',
      allChannels: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Undo accepted variant: Name' }));
    await waitFor(() => expect(screen.queryByText('Accepted variant')).toBeNull());
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/dashboard/noise/variants/5'),
    ).toBe(true);
  });

  it('offers only the ignore on a result with nothing to accept', async () => {
    fakeNoiseApi();
    renderControls(row({ status: 'MISSING', channelValue: null, evidence: null }));
    fireEvent.click(screen.getByRole('button', { name: 'More actions: Name' }));
    const menu = await screen.findByRole('dialog', { name: 'Noise control: Name' });
    expect(within(menu).getAllByRole('button')).toHaveLength(1);
    expect(within(menu).getByText('Ignore until either value changes')).toBeTruthy();
  });

  it('draws no menu on an ignored result, only its mark', async () => {
    fakeNoiseApi();
    renderControls(row({ ignored: true, accuracy: null }));
    expect(screen.queryByRole('button', { name: 'More actions: Name' })).toBeNull();
    expect(await screen.findByText('Ignored')).toBeTruthy();
  });

  it('says why a decision was refused, in the menu', async () => {
    fakeNoiseApi({ refuse: true });
    renderControls(row());
    fireEvent.click(screen.getByRole('button', { name: 'More actions: Name' }));
    fireEvent.click(await screen.findByText('Accept this variant on every channel'));
    expect((await screen.findByRole('alert')).textContent).toBe('this variant is already accepted');
    expect(screen.queryByText('Accepted variant')).toBeNull();
  });
});
