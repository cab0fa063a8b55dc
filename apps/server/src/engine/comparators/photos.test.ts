import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../../test-support/engine-fixtures.ts';
import type { Photo } from '../types.ts';
import { photoTagStats } from './photos.ts';

function photos(count: number, tags: string[] = ['room']): Photo[] {
  return Array.from({ length: count }, (_, i) => ({
    url: `https://cdn.example.com/${i}.jpg`,
    tags,
  }));
}

describe('PHOTOS', () => {
  it('is PRESENT from the minimum up (10 on maps, 20 on OTAs)', () => {
    expect(compare('PHOTOS', NEW_YORK_HOTEL, { photos: photos(12) })).toMatchObject({
      status: 'PRESENT',
      channelValue: '12 photos',
      evidence: { threshold: 10 },
    });
    expect(
      compare('PHOTOS', NEW_YORK_HOTEL, { photos: photos(12) }, { categoryId: 2 }),
    ).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { threshold: 20 },
    });
  });

  it('is NOT-PRESENT when the channel shows none', () => {
    expect(compare('PHOTOS', NEW_YORK_HOTEL, { photos: [] })?.status).toBe('NOT-PRESENT');
    expect(compare('PHOTOS', NEW_YORK_HOTEL, { photos: null })?.status).toBe('NOT-PRESENT');
  });

  it('asks no more than the chain supplies, and skips a property with no photos anywhere', () => {
    const fewPhotos = { ...NEW_YORK_HOTEL, photoCount: 4 };
    expect(compare('PHOTOS', fewPhotos, { photos: photos(4) })?.status).toBe('PRESENT');
    expect(compare('PHOTOS', { ...NEW_YORK_HOTEL, photoCount: 0 }, { photos: [] })).toBeNull();
  });

  it('keeps the counts and the tag statistics', () => {
    const shown = [
      ...photos(3, ['Room', 'on-site']),
      ...photos(2, ['bathroom']),
      ...photos(1, [' POOL ']),
    ];
    expect(compare('PHOTOS', NEW_YORK_HOTEL, { photos: shown })?.evidence.details).toEqual({
      count: 6,
      minimum: 10,
      supplied: 40,
      tagsStat: { room: 3, 'on-site': 3, bathroom: 2, pool: 1 },
    });
  });
});

describe('photoTagStats', () => {
  it('merges tags written differently and drops blank ones', () => {
    expect(photoTagStats([...photos(1, ['Exterior', ' ']), ...photos(1, ['exterior '])])).toEqual({
      exterior: 2,
    });
  });
});
