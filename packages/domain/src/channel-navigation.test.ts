import { describe, expect, it } from 'vitest';
import { adjacentChannel } from './channel-navigation.ts';

const channels = [104, 107, 120, 81];

describe('adjacentChannel: "Previous and next channel navigation wraps around"', () => {
  it('moves to the neighbour in the list order', () => {
    expect(adjacentChannel(channels, 107, 'next')).toBe(120);
    expect(adjacentChannel(channels, 107, 'previous')).toBe(104);
  });

  it('wraps from the last to the first, and from the first to the last', () => {
    expect(adjacentChannel(channels, 81, 'next')).toBe(104);
    expect(adjacentChannel(channels, 104, 'previous')).toBe(81);
  });

  it('stays on a single channel', () => {
    expect(adjacentChannel([104], 104, 'next')).toBe(104);
    expect(adjacentChannel([104], 104, 'previous')).toBe(104);
  });

  it('starts from the first channel when the current one is unknown or missing', () => {
    expect(adjacentChannel(channels, 999, 'next')).toBe(104);
    expect(adjacentChannel(channels, 999, 'previous')).toBe(104);
    expect(adjacentChannel(channels, null, 'next')).toBe(104);
  });

  it('has nothing to go to without channels', () => {
    expect(adjacentChannel([], 104, 'next')).toBeUndefined();
    expect(adjacentChannel<number>([], null, 'previous')).toBeUndefined();
  });
});
