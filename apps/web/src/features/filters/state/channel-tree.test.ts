import { describe, expect, it } from 'vitest';
import { FILTER_ANSWERS } from '../test-support/render-filters.tsx';
import {
  buildChannelTree,
  categoryState,
  checkedChannels,
  toggleCategory,
  toggleChannel,
} from './channel-tree.ts';

const tree = buildChannelTree(FILTER_ANSWERS.site_group!, (id) => id !== 120, true);
const [essentials, search, travel] = tree;

describe('buildChannelTree', () => {
  it('puts ESSENTIALS first, with no category id, and the categories without data last', () => {
    expect(tree.map((c) => [c.key, c.categoryId, c.available])).toEqual([
      ['ESSENTIALS', null, true],
      ['1', 1, true],
      ['2', 2, true],
      ['6', 6, false],
    ]);
    expect(travel!.channels).toEqual([
      { id: 107, name: 'Booking.com', available: true },
      { id: 120, name: 'Expedia', available: false },
    ]);
  });

  it('leaves ESSENTIALS out for views without it', () => {
    const plain = buildChannelTree(FILTER_ANSWERS.site_group!, null, false);
    expect(plain.map((c) => c.key)).toEqual(['1', '2', '6']);
  });
});

describe('tree selection', () => {
  it('reads whole categories from site_group and narrows them by site', () => {
    expect([...checkedChannels(tree, { site_group: [2] })]).toEqual([107, 120]);
    expect([...checkedChannels(tree, { site_group: [2], site: [107] })]).toEqual([107]);
    expect(
      categoryState(travel!, { site_group: [2] }, checkedChannels(tree, { site_group: [2] })),
    ).toBe('checked');
    const partial = { site: [104] };
    expect(categoryState(essentials!, partial, checkedChannels(tree, partial))).toBe('mixed');
  });

  it('ticks categories into site_group while no single channel is chosen', () => {
    expect(toggleCategory(tree, {}, search!)).toEqual({ site: [], site_group: [1] });
    expect(toggleCategory(tree, { site_group: [1, 2] }, search!)).toEqual({
      site: [],
      site_group: [2],
    });
  });

  it('ticks ESSENTIALS as its channels', () => {
    expect(toggleCategory(tree, {}, essentials!)).toEqual({
      site: [104, 107, 120],
      site_group: [],
    });
  });

  it('writes a mix of categories and channels as the channels, so it stays a union', () => {
    const next = toggleChannel(tree, { site_group: [2] }, 104);
    expect(next.site_group).toEqual([]);
    expect([...next.site!].sort()).toEqual([104, 107, 120]);
    expect(toggleChannel(tree, { site_group: [2] }, 120)).toEqual({ site: [107], site_group: [] });
  });
});
