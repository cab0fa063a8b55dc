import { describe, expect, it } from 'vitest';
import {
  CHANNEL_CATEGORIES,
  CHANNEL_CATEGORY_ORDER,
  channelCategory,
  channelCategoryRank,
  sortChannelCategories,
} from './channel-categories.ts';
import { PROPERTY_TYPES } from './property-types.ts';

const ALL_IDS = Array.from({ length: 24 }, (_, i) => i + 1);

function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return 1.05 / (luminance + 0.05);
}

describe('channel categories: "Channel category ids run 1 to 24, with an order per property type, colours and icons."', () => {
  it('has ids 1 to 24, each with a name, a colour and an icon', () => {
    expect(CHANNEL_CATEGORIES.map((c) => c.id)).toEqual(ALL_IDS);
    for (const category of CHANNEL_CATEGORIES) {
      expect(category.name).not.toBe('');
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.icon).toMatch(/^[a-z-]+$/);
    }
    expect(channelCategory(6)?.name).toBe('GDS');
    expect(channelCategory(25)).toBeUndefined();
  });

  it('gives distinct names, colours and icons', () => {
    for (const key of ['name', 'color', 'icon'] as const) {
      expect(new Set(CHANNEL_CATEGORIES.map((c) => c[key])).size).toBe(24);
    }
  });

  it('uses colours readable on white (WCAG contrast at least 4.5:1)', () => {
    for (const { color } of CHANNEL_CATEGORIES) {
      expect(contrastOnWhite(color), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('order: "Channel category order depends on property type (restaurant, spa, hotel); unknown ids sort last at 100."', () => {
  it.each(PROPERTY_TYPES)('places every id exactly once for %s', (type) => {
    expect([...CHANNEL_CATEGORY_ORDER[type]].sort((a, b) => a - b)).toEqual(ALL_IDS);
  });

  it('leads hotels with maps, OTAs, metasearch and GDS', () => {
    expect(CHANNEL_CATEGORY_ORDER.HOTEL.slice(0, 4)).toEqual([1, 2, 3, 6]);
  });

  it('leads restaurants with reservations, delivery, maps and reviews', () => {
    expect(CHANNEL_CATEGORY_ORDER.RESTAURANT.slice(0, 4)).toEqual([9, 10, 1, 4]);
  });

  it('leads spas with spa booking, maps and reviews', () => {
    expect(CHANNEL_CATEGORY_ORDER.SPA.slice(0, 3)).toEqual([11, 1, 4]);
  });

  it('ranks by position and puts unknown ids at 100', () => {
    expect(channelCategoryRank('RESTAURANT', 9)).toBe(1);
    expect(channelCategoryRank('HOTEL', 9)).toBe(21);
    expect(channelCategoryRank('SPA', 11)).toBe(1);
    expect(channelCategoryRank('HOTEL', 0)).toBe(100);
    expect(channelCategoryRank('SPA', 25)).toBe(100);
  });

  it('uses the hotel order without a known property type', () => {
    expect(channelCategoryRank(null, 1)).toBe(1);
    expect(channelCategoryRank('CASINO', 2)).toBe(2);
  });

  it('sorts by rank, unknown ids last in their given order', () => {
    const items = [{ id: 99 }, { id: 4 }, { id: 10 }, { id: 42 }, { id: 9 }];
    expect(sortChannelCategories('RESTAURANT', items).map((c) => c.id)).toEqual([9, 10, 4, 99, 42]);
    expect(sortChannelCategories('HOTEL', items).map((c) => c.id)).toEqual([4, 9, 10, 99, 42]);
    expect(items.map((c) => c.id)).toEqual([99, 4, 10, 42, 9]);
  });
});
