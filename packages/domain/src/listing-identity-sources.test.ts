import { describe, expect, it } from 'vitest';
import { identityAfterCapture, type ListingIdentityFields } from './listing-identity-sources.ts';

const sameUrl = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
const identity = (fields: Partial<ListingIdentityFields>): ListingIdentityFields => ({
  listingUrl: 'https://ota.example/hotel/1',
  externalId: 'H1',
  source: 'IMPORT',
  lastSeenAt: '2026-05-01T00:00:00.000Z',
  ...fields,
});
const capture = (fields: Partial<Parameters<typeof identityAfterCapture>[1]>) => ({
  listingUrl: 'https://ota.example/hotel/2',
  externalId: null,
  capturedAt: '2026-06-01T00:00:00.000Z',
  ...fields,
});

describe('identityAfterCapture', () => {
  it('starts an identity from a capture, and ignores a capture with neither URL nor id', () => {
    expect(identityAfterCapture(null, capture({}), sameUrl)).toEqual({
      listingUrl: 'https://ota.example/hotel/2',
      externalId: null,
      source: 'SNAPSHOT',
      lastSeenAt: '2026-06-01T00:00:00.000Z',
    });
    expect(identityAfterCapture(null, capture({ listingUrl: null }), sameUrl)).toBeNull();
  });

  it('lets a newer capture replace an imported or captured URL, keeping the id it lacks', () => {
    expect(identityAfterCapture(identity({}), capture({}), sameUrl)).toEqual({
      listingUrl: 'https://ota.example/hotel/2',
      externalId: 'H1',
      source: 'SNAPSHOT',
      lastSeenAt: '2026-06-01T00:00:00.000Z',
    });
    const older = capture({ capturedAt: '2026-04-01T00:00:00.000Z' });
    expect(identityAfterCapture(identity({ source: 'SNAPSHOT' }), older, sameUrl)).toBeNull();
  });

  it('never replaces what a person set, and dates it only when the capture is its listing', () => {
    for (const source of ['MANUAL', 'API', 'REPOINT'] as const) {
      expect(identityAfterCapture(identity({ source }), capture({}), sameUrl), source).toBeNull();
      expect(
        identityAfterCapture(
          identity({ source, externalId: null }),
          capture({ listingUrl: 'https://ota.example/hotel/1/', externalId: 'H9' }),
          sameUrl,
        ),
      ).toEqual({
        listingUrl: 'https://ota.example/hotel/1',
        externalId: 'H9',
        source,
        lastSeenAt: '2026-06-01T00:00:00.000Z',
      });
    }
    const byId = capture({ listingUrl: null, externalId: 'H1' });
    expect(identityAfterCapture(identity({ source: 'MANUAL' }), byId, sameUrl)?.lastSeenAt).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    const stale = capture({
      listingUrl: 'https://ota.example/hotel/1',
      capturedAt: '2026-01-01T00:00:00Z',
    });
    expect(identityAfterCapture(identity({ source: 'MANUAL' }), stale, sameUrl)).toBeNull();
  });
});
