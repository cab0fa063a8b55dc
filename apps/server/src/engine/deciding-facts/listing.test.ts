import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

describe('what decided amenities, photos, meeting rooms and GDS rates', () => {
  it('lists the amenities to add, shown under another name, or only on the channel', () => {
    expect(
      decidingFacts('AMENITIES', {
        rule: 'amenity-coverage',
        details: {
          matched: 4,
          addAmenities: ['Bar'],
          removeAmenities: ['Elevator'],
          replaceAmenities: [{ from: 'Outdoor pool', to: 'Pool' }],
        },
      }),
    ).toEqual([
      'Not on the channel: Bar',
      'Shown under another name: Pool → Outdoor pool',
      'Only on the channel (not counted): Elevator',
    ]);
  });

  it('counts the photos against the minimum', () => {
    expect(
      decidingFacts('PHOTOS', {
        rule: 'photo-minimum',
        details: { count: 12, minimum: 20, supplied: 60, tagsStat: {} },
      }),
    ).toEqual(['12 photos shown, 20 required; the chain supplies 60']);
  });

  it('gives each room figure the channel gets wrong, and the room count', () => {
    expect(
      decidingFacts('MEETING_ROOM_SIZE', {
        rule: 'room-area-within',
        details: {
          rows: [
            {
              room: 'Salon A',
              measure: 'm²',
              source: 60,
              channel: 646.0001,
              ok: false,
              note: 'square feet shown as m²',
            },
            { room: 'Salon B', measure: 'm²', source: 90, channel: 90, ok: true },
            { room: 'Salon C', measure: 'm²', source: 45, channel: null, ok: false },
          ],
        },
      }),
    ).toEqual([
      'Salon A m²: 60 in the reference, 646 on the channel (square feet shown as m²)',
      'Salon C m²: 45 in the reference, not on the channel',
    ]);
    expect(
      decidingFacts('MEETING_ROOMS_COUNT', {
        rule: 'room-count',
        sourceNormalized: '4',
        channelNormalized: '3',
      }),
    ).toEqual(['Rooms: 4 in the reference, 3 on the channel']);
  });

  it('says what the GDS answered', () => {
    expect(
      decidingFacts('GDS_RATES', { rule: 'gds-rate-answer', details: { rateCount: 12 } }),
    ).toEqual(['The GDS returned 12 rates']);
    expect(
      decidingFacts('GDS_RATES', { rule: 'gds-rate-answer-empty', details: { rateCount: 0 } }),
    ).toEqual(['The GDS answered with no rate in it']);
  });
});
