import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

const link = (rule: string, details: Record<string, unknown>) =>
  decidingFacts('RESERVATION_LINK', { rule, details });

describe('what decided a link', () => {
  it('names the property code or parameter that differs', () => {
    expect(
      link('other-property-code', {
        parameters: [{ parameter: 'hotel', source: '1234', channel: '5678' }],
      }),
    ).toEqual(['Property code differs: hotel=1234 in the reference, hotel=5678 on the channel']);
    expect(
      link('parameter-differs', {
        parameters: [
          { parameter: 'promo', source: null, channel: 'verano' },
          { parameter: 'hotel', source: '28014', channel: null },
        ],
      }),
    ).toEqual([
      'Parameter only on the channel: promo=verano',
      'Parameter missing on the channel: hotel=28014',
    ]);
  });

  it('names the site, the page and the path segment', () => {
    expect(
      link('url-different', { sourceSite: 'opentable.com.mx', channelSite: 'resy.com' }),
    ).toEqual(['Site: opentable.com.mx in the reference, resy.com on the channel']);
    expect(
      link('less-specific-page', { sourcePath: 'shops/narisawa/reserve', channelPath: '' }),
    ).toEqual(['Page: /shops/narisawa/reserve in the reference, / (the home page) on the channel']);
    expect(
      link('other-page-same-level', {
        sourceSegment: 'covent-garden',
        channelSegment: 'shoreditch',
      }),
    ).toEqual(['Page differs at: covent-garden in the reference, shoreditch on the channel']);
  });

  it('says what was set aside to find the same page', () => {
    expect(
      link('url-equal', {
        ignoredParameters: ['utm_source', 'fbclid'],
        sourceLocale: null,
        channelLocale: 'de',
        unwrappedFrom: 'facebook.com',
      }),
    ).toEqual([
      'Read through the facebook.com redirect',
      'Tracking and search parameters set aside: utm_source, fbclid',
      'Language part set aside: none in the reference, de on the channel',
    ]);
  });
});
