import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

const name = (rule: string, details: Record<string, unknown>, characteristic = 'NAME') =>
  decidingFacts(characteristic, { rule, details });

describe('what decided a name', () => {
  it('names the telling words replaced, each side as a phrase', () => {
    expect(
      name('name-token-substituted', {
        onlyInSource: ['darling', 'harbour'],
        onlyInChannel: ['wentworth', 'hotel'],
        reordered: false,
        deciding: ['darling', 'harbour', 'wentworth'],
      }),
    ).toEqual([
      'Telling words replaced: darling harbour in the reference, wentworth on the channel',
      "Only in the channel's name: hotel",
    ]);
    expect(
      name('name-token-substituted', {
        onlyInSource: ['新', '宿'],
        onlyInChannel: ['渋', '谷'],
        deciding: ['新', '宿', '渋', '谷'],
      }),
    ).toEqual(['Telling words replaced: 新宿 in the reference, 渋谷 on the channel']);
  });

  it('names the words on one side only, reordered, misspelt, read alike and not counted', () => {
    expect(
      name(
        'name-token-added',
        {
          onlyInSource: [],
          onlyInChannel: ['north'],
          reordered: false,
          omitted: [', an IHG Hotel'],
        },
        'SHORT_NAME',
      ),
    ).toEqual(["Only in the channel's short name: north", 'Not counted: an IHG Hotel']);
    expect(name('name-token-dropped', { onlyInSource: ['roma'], onlyInChannel: [] })).toEqual([
      "Only in the reference's name: roma",
    ]);
    expect(
      name('name-reordered', { onlyInSource: [], onlyInChannel: [], reordered: true }),
    ).toEqual(['Words in another order']);
    expect(name('name-review-band', { typos: ['kensington>kennington'] })).toEqual([
      'Spelt differently: kensington → kennington',
    ]);
    expect(name('name-variant', { variants: ['st=saint', 'htl=hotel'] })).toEqual([
      'Read as the same word: st = saint, htl = hotel',
    ]);
  });

  it('names the words a GDS field cut off', () => {
    expect(
      name(
        'name-truncated',
        { onlyInSource: ['terminal', '4'], onlyInChannel: ['t'], truncated: ['4'] },
        'SHORT_NAME',
      ),
    ).toEqual(['Word cut short: terminal → t', "Cut off by the channel's field: 4"]);
  });

  it('does not list the characters of a name in another script', () => {
    expect(
      name('name-script-differs', {
        onlyInSource: ['park', 'hyatt'],
        onlyInChannel: ['ハ', 'ー', 'ク'],
        unreadable: 'channel',
        reason: 'name in another script',
      }),
    ).toEqual(["Could not read the channel's name: name in another script"]);
  });
});

describe('what decided a brand', () => {
  const brand = (rule: string, details: Record<string, unknown> = {}, code?: string) =>
    decidingFacts('BRAND', { rule, details, channelNormalized: code ?? null });

  it('names the brands and how they are related', () => {
    expect(brand('brand-code-equal', {}, 'HH')).toEqual([
      "Chain code HH is the reference brand's code",
    ]);
    expect(
      brand('brand-family', {
        sourceBrand: 'Hyatt Regency',
        channelBrand: 'Hyatt',
        family: 'Hyatt',
      }),
    ).toEqual(['Same family (Hyatt): Hyatt Regency in the reference, Hyatt on the channel']);
    expect(
      brand('brand-different', {
        sourceBrand: 'Sheraton',
        channelBrand: 'Westin',
        family: 'Marriott/Marriott',
      }),
    ).toEqual(['Sibling brand in Marriott: Sheraton in the reference, Westin on the channel']);
    expect(
      brand('brand-different', {
        sourceBrand: 'Hilton',
        channelBrand: 'Marriott',
        family: 'Hilton/Marriott',
      }),
    ).toEqual(['Another chain: Hilton in the reference, Marriott on the channel']);
  });
});
