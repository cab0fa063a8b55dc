import type { ListingIdentity, WrongMatch } from '@lens/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../../../lib/log-store.ts';
import { fakeRoutes, type SentRequest } from '../../../test-support/fake-fetch.ts';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { ListingIdentityPanel } from './listing-identity-panel.tsx';
import { WrongMatchesPage } from './wrong-matches-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLogStore.setState({ messages: [] });
});

const renderWithin = (element: ReactElement) => renderRoute('*', element, '/');

/** Saves the listing form and waits for the PUT of the Google pair with these values. */
async function expectSaved(sent: SentRequest[], values: Record<string, unknown>) {
  fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
  await waitFor(() =>
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      property: 1,
      site: 104,
      ...values,
    }),
  );
}

const WRONG_URL = 'https://maps.example/place/hotel-garnier';
const MATCH: WrongMatch = {
  auditId: 77,
  property: { id: 1, name: 'Meridian Paris Opéra', code: 'PARMO' },
  site: { id: 104, name: 'Google' },
  auditDate: '2026-07-20',
  accuracy: 41,
  listingUrl: WRONG_URL,
  comment: 'The Garnier, two doors down',
  status: 'PENDING',
  cause: 'MARKED',
  markedBy: { id: 3, name: 'Ida Identity' },
  markedAt: '2026-07-21T10:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
};
const identity = (wrongMatch: WrongMatch | null): ListingIdentity => ({
  propertyId: 1,
  siteId: 104,
  listing: null,
  latest: { auditId: 77, auditDate: '2026-07-20', listingUrl: WRONG_URL, wrongMatch },
  awaitingCaptureFrom: null,
});

describe('the listing panel of the channel page', () => {
  it('marks the latest capture as a wrong match with the comment, then shows it left out', async () => {
    let marked = false;
    const sent = fakeRoutes({
      'GET /dashboard/listing-identity': () => ({
        status: 200,
        body: identity(marked ? MATCH : null),
      }),
      'POST /dashboard/wrong-matches': () => {
        marked = true;
        return { status: 200, body: MATCH };
      },
    });
    renderWithin(<ListingIdentityPanel propertyId={1} channelId={104} />);
    expect((await screen.findByRole('link', { name: WRONG_URL })).getAttribute('href')).toBe(
      WRONG_URL,
    );
    fireEvent.click(screen.getByTestId('mark-wrong-match'));
    fireEvent.change(await screen.findByLabelText('Comment (optional)'), {
      target: { value: '  The Garnier, two doors down ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as wrong match' }));
    const notice = await screen.findByTestId('wrong-match-notice');
    expect(notice.textContent).toContain('This capture is left out of every score');
    // Where the capture went, and the way to bring it back.
    expect(screen.getByTestId('wrong-matches-link').getAttribute('href')).toBe('/wrong_matches');
    expect(notice.textContent).toContain('where it can be restored');
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      auditId: 77,
      comment: 'The Garnier, two doors down',
    });
    expect(screen.queryByTestId('mark-wrong-match')).toBeNull();
  });

  it('refuses a listing URL without a host name before sending, and sends a good one', async () => {
    const sent = fakeRoutes({
      'GET /dashboard/listing-identity': () => ({ status: 200, body: identity(null) }),
      'PUT /dashboard/listing-identity': () => ({
        status: 200,
        body: { ...identity(null), awaitingCaptureFrom: 'https://maps.example/place/meridian' },
      }),
    });
    renderWithin(<ListingIdentityPanel propertyId={1} channelId={104} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit listing/ }));
    const field = screen.getByLabelText('Listing URL on this channel');
    fireEvent.change(field, { target: { value: 'ftp://maps' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Enter an http or https URL with a host name/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'https://maps.example/place/meridian' } });
    await expectSaved(sent, {
      listingUrl: 'https://maps.example/place/meridian',
      externalId: null,
    });
  });

  it('shows the id, source and last sighting, and corrects the id with the URL kept', async () => {
    const listing = {
      url: 'https://maps.example/place/meridian',
      externalId: 'ChIJ-old',
      source: 'IMPORT' as const,
      lastSeenAt: '2026-07-28T10:00:00.000Z',
      updatedAt: '2026-07-29T08:00:00.000Z',
      updatedBy: { id: 3, name: 'Ida Identity' },
    };
    const sent = fakeRoutes({
      'GET /dashboard/listing-identity': () => ({
        status: 200,
        body: { ...identity(null), listing },
      }),
      'PUT /dashboard/listing-identity': () => ({
        status: 200,
        body: { ...identity(null), listing: { ...listing, externalId: 'ChIJ-new' } },
      }),
    });
    renderWithin(<ListingIdentityPanel propertyId={1} channelId={104} />);
    expect((await screen.findByTestId('listing-external-id')).textContent).toBe('ChIJ-old');
    expect(screen.getByTestId('listing-source').textContent).toBe(
      'SourceListing import by Ida Identity, 29 Jul 2026 · last seen 28 Jul 2026',
    );
    fireEvent.click(screen.getByRole('button', { name: /Edit listing/ }));
    const id = screen.getByLabelText('Id on this channel');
    expect((id as HTMLInputElement).value).toBe('ChIJ-old');
    fireEvent.change(id, { target: { value: 'bad\u0007id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    fireEvent.change(id, { target: { value: '  ChIJ-new ' } });
    await expectSaved(sent, {
      listingUrl: 'https://maps.example/place/meridian',
      externalId: 'ChIJ-new',
    });
  });

  it('refuses a listing left with neither URL nor id before sending', async () => {
    const sent = fakeRoutes({
      'GET /dashboard/listing-identity': () => ({
        status: 200,
        body: { ...identity(null), latest: null },
      }),
    });
    renderWithin(<ListingIdentityPanel propertyId={1} channelId={104} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit listing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(
      await screen.findByText('Enter the listing URL, its id on the channel, or both.'),
    ).toBeTruthy();
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
  });
});

describe('re-pointing refused by the server', () => {
  it('shows the refusal under the URL field', async () => {
    fakeRoutes({
      'GET /dashboard/listing-identity': () => ({ status: 200, body: identity(null) }),
      'PUT /dashboard/listing-identity': () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'listingUrl: Use at most 2000 characters.',
          field: 'listingUrl',
        },
      }),
    });
    renderWithin(<ListingIdentityPanel propertyId={1} channelId={104} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit listing/ }));
    const field = screen.getByLabelText('Listing URL on this channel');
    fireEvent.change(field, { target: { value: 'https://maps.example/place/meridian' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Use at most 2000 characters.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the wrong matches list', () => {
  it('lists what was left out and restores one to scoring', async () => {
    let restored = false;
    const sent = fakeRoutes({
      'GET /dashboard/wrong-matches': () => ({
        status: 200,
        body: { items: restored ? [] : [MATCH] },
      }),
      'POST /dashboard/wrong-matches/77/restore': () => {
        restored = true;
        return { status: 204 };
      },
    });
    renderWithin(<WrongMatchesPage />);
    const item = await screen.findByTestId('wrong-match');
    expect(item.textContent).toContain('Meridian Paris Opéra · Google');
    expect(item.textContent).toContain('Awaiting review');
    expect(item.textContent).toContain('The Garnier, two doors down');
    fireEvent.click(screen.getByRole('button', { name: 'Restore to scoring' }));
    expect(await screen.findByText('No wrong matches')).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST' && s.path.endsWith('/77/restore'))).toBe(true);
  });
});
