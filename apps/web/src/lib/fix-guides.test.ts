import { describe, expect, it } from 'vitest';
import { CHANNEL_CATEGORIES, CHARACTERISTIC_TYPES } from '@lens/domain';
import { FIX_GUIDES, fixGuideFor, fixGuidePath, fixTopicOf } from './fix-guides.ts';

describe('the how-to-fix guides', () => {
  it.each(CHANNEL_CATEGORIES.map((category) => [category.id, category.name] as const))(
    'give category %d (%s) exactly one guide',
    (id) => {
      const covering = FIX_GUIDES.filter((guide) =>
        (guide.categoryIds as readonly number[]).includes(id),
      );
      expect(covering).toHaveLength(1);
    },
  );

  it('give every characteristic the product audits a topic', () => {
    for (const type of CHARACTERISTIC_TYPES) expect(fixTopicOf(type), type).toBeDefined();
  });

  it('open the guide naming the channel before its category', () => {
    expect(fixGuideFor({ name: 'Booking.com', categoryId: 2 }).slug).toBe('booking-com');
    expect(fixGuideFor({ name: 'Hotels.com', categoryId: 2 }).slug).toBe('expedia-group');
    expect(fixGuideFor({ name: 'google' }).slug).toBe('google-business-profile');
    expect(fixGuideFor({ name: 'Groups 360' }).slug).toBe('meeting-and-event-platforms');
    expect(fixGuideFor({ name: 'Agoda', categoryId: 2 }).slug).toBe('other-channels');
    expect(fixGuideFor({ name: 'SAP Concur', categoryId: 18 }).slug).toBe('gds');
    expect(fixGuideFor({ name: 'A channel unknown here' }).slug).toBe('other-channels');
  });

  it('link to the steps for the characteristic', () => {
    expect(fixGuidePath({ name: 'Tripadvisor' }, 'GEO_COORDINATES')).toBe(
      '/instructions/tripadvisor#fix-address',
    );
    expect(fixGuidePath({ name: 'Sabre', categoryId: 6 })).toBe('/instructions/gds');
    expect(fixGuidePath({ name: 'Sabre' }, 'NOT_A_CHARACTERISTIC')).toBe('/instructions/gds');
  });
});
