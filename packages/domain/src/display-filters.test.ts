import { describe, expect, it } from 'vitest';
import { dropIgnoredForSingleChannel, optionsWithId, visibleImageTags } from './display-filters.ts';

describe('dropIgnoredForSingleChannel: "If exactly one channel result exists, ignored ones are removed."', () => {
  const rows = [
    { id: 1, ignored: false },
    { id: 2, ignored: true },
    { id: 3, ignored: null },
    { id: 4 },
  ];

  it('removes ignored rows when exactly one channel is in effect', () => {
    expect(dropIgnoredForSingleChannel(rows, 1).map((r) => r.id)).toEqual([1, 3, 4]);
  });

  it('keeps them with several channels, or none', () => {
    expect(dropIgnoredForSingleChannel(rows, 2)).toEqual(rows);
    expect(dropIgnoredForSingleChannel(rows, 0)).toEqual(rows);
  });
});

describe("visibleImageTags: \"Image tags 'off-site' and 'on-site' are hidden in hotel-chain mode.\"", () => {
  const tagsStat = { 'off-site': 4, 'on-site': 7, pool: 3, 'On-Site': 1, lobby: 0 };

  it('hides off-site and on-site in hotel-chain mode, whatever their case', () => {
    expect(visibleImageTags(tagsStat, true)).toEqual({ pool: 3, lobby: 0 });
  });

  it('shows every tag otherwise', () => {
    expect(visibleImageTags(tagsStat, false)).toEqual(tagsStat);
  });
});

describe('optionsWithId: "Available filter options without an id are dropped."', () => {
  it('drops options whose id is null or missing, and keeps id 0', () => {
    const options = [
      { id: 0, name: 'Zero' },
      { id: null, name: 'No id' },
      { name: 'Missing' },
      { id: 'HOTEL', name: 'Hotel' },
    ];
    expect(optionsWithId(options).map((o) => o.name)).toEqual(['Zero', 'Hotel']);
  });
});
