import { describe, expect, it } from 'vitest';
import {
  prepareAddress,
  prepareEmail,
  prepareHours,
  preparePoint,
  prepareText,
} from './prepare-values.ts';

describe('prepare values', () => {
  it('treats blank values as none', () => {
    expect(prepareText('   ')).toBeNull();
    expect(prepareAddress('', 'US')).toBeNull();
    expect(prepareHours([])).toBeNull();
    expect(prepareEmail(undefined)).toBeNull();
  });

  it('keeps the raw text for display beside its comparable forms', () => {
    expect(prepareText("Hôtel de l'Opéra")).toEqual({
      raw: "Hôtel de l'Opéra",
      folded: 'hotel de l opera',
      compact: 'hoteldelopera',
    });
    expect(prepareEmail(' MAILTO:Info@Example.com ')?.value).toBe('info@example.com');
  });

  it('displays a structured address on one line', () => {
    expect(
      prepareAddress(
        { line1: '12 Rue de la Paix', city: 'Paris', postalCode: '75002', countryCode: 'FR' },
        'FR',
      ),
    ).toMatchObject({
      display: '12 Rue de la Paix, 75002 Paris, FR',
      normalized: '12 | rue de la paix | 75002 | paris | FR',
    });
  });

  it('keeps unreadable hours for display with no week', () => {
    expect(prepareHours('By appointment')).toEqual({
      display: 'By appointment',
      week: null,
      readings: null,
      unreadable: 'unknown word "by"',
      normalized: null,
    });
  });

  it('rejects positions that are no position', () => {
    expect(preparePoint({ lat: 0, lng: 0 })).toBeNull();
    expect(preparePoint({ lat: 91, lng: 2 })).toBeNull();
    expect(preparePoint({ lat: Number.NaN, lng: 2 })).toBeNull();
    expect(preparePoint({ lat: 48.8696, lng: 2.3316 })?.display).toBe('48.869600, 2.331600');
  });
});
