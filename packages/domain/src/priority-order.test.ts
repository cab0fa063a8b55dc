import { describe, expect, it } from 'vitest';
import { sortByPriority } from './priority-order.ts';

describe('sortByPriority: "Sorted by priority with empty last"', () => {
  it('orders by ascending priority', () => {
    const items = [{ priority: 3 }, { priority: 1 }, { priority: 2 }];
    expect(sortByPriority(items).map((i) => i.priority)).toEqual([1, 2, 3]);
  });

  it('puts items without a priority last, in their given order', () => {
    const items = [
      { id: 'a', priority: null },
      { id: 'b', priority: 2 },
      { id: 'c' },
      { id: 'd', priority: 0 },
    ];
    expect(sortByPriority(items).map((i) => i.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('keeps equal priorities in their given order and leaves the input alone', () => {
    const items = [
      { id: 'a', priority: 1 },
      { id: 'b', priority: 1 },
      { id: 'c', priority: -1 },
    ];
    expect(sortByPriority(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
