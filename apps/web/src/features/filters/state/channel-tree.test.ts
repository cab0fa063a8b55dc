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
const withGroups = buildChannelTree(
  FILTER_ANSWERS.site_group!,
  null,
  true,
  FILTER_ANSWERS.channel_group,
);
const otas = withGroups.find((node) => node.key === 'group-1')!;
const travelOf = withGroups.find((node) => node.key === '2')!;

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

  it("puts the client's channel groups after ESSENTIALS, those without data before the empty categories", () => {
    expect(withGroups.map((c) => [c.key, c.kind, c.groupId, c.available])).toEqual([
      ['ESSENTIALS', 'essentials', null, true],
      ['group-1', 'group', 1, true],
      ['1', 'category', null, true],
      ['2', 'category', null, true],
      ['group-2', 'group', 2, false],
      ['6', 'category', null, false],
    ]);
    expect(otas.channels.map((c) => c.id)).toEqual([107, 120]);
  });
});

describe('channel groups in the tree', () => {
  it('ticks a group into channel_group, by its own id, while nothing else is chosen', () => {
    expect(toggleCategory(withGroups, {}, otas)).toEqual({
      site: [],
      site_group: [],
      channel_group: [1],
    });
    expect(toggleCategory(withGroups, { channel_group: [1] }, otas)).toEqual({
      site: [],
      site_group: [],
      channel_group: [],
    });
  });

  it("reads a chosen group as its channels, ticked whole, without ticking category 1's", () => {
    const selection = { channel_group: [1] };
    const checked = checkedChannels(withGroups, selection);
    expect([...checked].sort()).toEqual([107, 120]);
    expect(categoryState(otas, selection, checked)).toBe('checked');
    expect(
      categoryState(
        withGroups.find((n) => n.key === '1')!,
        selection,
        checked,
      ),
    ).toBe('unchecked');
  });

  it('intersects a group with a category as the server does', () => {
    const selection = { channel_group: [2], site_group: [2] };
    expect([...checkedChannels(withGroups, selection)]).toEqual([]);
  });

  it('writes a group beside a category as the channels both cover, so it stays a union', () => {
    const next = toggleCategory(withGroups, { site_group: [1] }, otas);
    expect(next.site_group).toEqual([]);
    expect(next.channel_group).toEqual([]);
    expect([...next.site!].sort()).toEqual([104, 105, 107, 120]);
    expect(categoryState(travelOf, { channel_group: [1] }, new Set([107, 120]))).toBe('checked');
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
    expect(toggleCategory(tree, {}, search!)).toEqual({
      site: [],
      site_group: [1],
      channel_group: [],
    });
    expect(toggleCategory(tree, { site_group: [1, 2] }, search!)).toEqual({
      site: [],
      site_group: [2],
      channel_group: [],
    });
  });

  it('ticks ESSENTIALS as its channels', () => {
    expect(toggleCategory(tree, {}, essentials!)).toEqual({
      site: [104, 107, 120],
      site_group: [],
      channel_group: [],
    });
  });

  it('writes a mix of categories and channels as the channels, so it stays a union', () => {
    const next = toggleChannel(tree, { site_group: [2] }, 104);
    expect(next.site_group).toEqual([]);
    expect([...next.site!].sort()).toEqual([104, 107, 120]);
    expect(toggleChannel(tree, { site_group: [2] }, 120)).toEqual({
      site: [107],
      site_group: [],
      channel_group: [],
    });
  });
});
