import { describe, expect, it } from 'vitest';
import {
  loadsAudit,
  loadsAuditNotes,
  loadsChannelCategories,
  loadsContentScore,
  loadsDataset,
  loadsMap,
  type WidgetLoadScope,
} from './widget-loading.ts';

const scope = (overrides: Partial<WidgetLoadScope> = {}): WidgetLoadScope => ({
  summaryMode: false,
  hotelChainMode: false,
  countries: 3,
  propertyTypes: 2,
  properties: 40,
  channels: 12,
  channelId: null,
  ...overrides,
});
const single = { properties: 1, channels: 1, channelId: 104 };

describe('loadsDataset: "In summary report mode it loads the summary set and skips characteristic, region, sub-region and country."', () => {
  it.each(['characteristic', 'region', 'sub_region', 'country'] as const)(
    'skips %s in summary mode only',
    (dataset) => {
      expect(loadsDataset(dataset, true)).toBe(false);
      expect(loadsDataset(dataset, false)).toBe(true);
    },
  );

  it('loads the others in summary mode', () => {
    expect(loadsDataset('brand', true)).toBe(true);
    expect(loadsDataset('site', true)).toBe(true);
  });
});

describe('loadsMap: "Map loads only when a single country is chosen, or in summary mode."', () => {
  it('loads for one country or in summary mode', () => {
    expect(loadsMap(scope({ countries: 1 }))).toBe(true);
    expect(loadsMap(scope({ summaryMode: true }))).toBe(true);
  });

  it('does not load for several countries, or none', () => {
    expect(loadsMap(scope({ countries: 2 }))).toBe(false);
    expect(loadsMap(scope({ countries: 0 }))).toBe(false);
  });
});

describe('loadsChannelCategories: "Channel-category data loads only when a single property type is chosen"', () => {
  it('loads for exactly one property type', () => {
    expect(loadsChannelCategories(scope({ propertyTypes: 1 }))).toBe(true);
    expect(loadsChannelCategories(scope({ propertyTypes: 2 }))).toBe(false);
    expect(loadsChannelCategories(scope({ propertyTypes: 0 }))).toBe(false);
  });
});

describe('loadsAudit: "When a single property and a single channel are selected (not summary mode)"', () => {
  it('loads the audit for one property on one channel', () => {
    expect(loadsAudit(scope(single))).toBe(true);
  });

  it('does not in summary mode, or with more than one of either', () => {
    expect(loadsAudit(scope({ ...single, summaryMode: true }))).toBe(false);
    expect(loadsAudit(scope({ ...single, properties: 2 }))).toBe(false);
    expect(loadsAudit(scope({ ...single, channels: 2 }))).toBe(false);
  });

  it('"and in hotel-chain mode the notes"', () => {
    expect(loadsAuditNotes(scope({ ...single, hotelChainMode: true }))).toBe(true);
    expect(loadsAuditNotes(scope(single))).toBe(false);
    expect(loadsAuditNotes(scope({ hotelChainMode: true }))).toBe(false);
  });
});

describe('loadsContentScore: "For channel ids 107, 104, 120 and 81 a content score is also fetched."', () => {
  it('loads with the audit on a content-score channel', () => {
    expect(loadsContentScore(scope({ ...single, channelId: 107 }))).toBe(true);
    expect(loadsContentScore(scope({ ...single, channelId: 5 }))).toBe(false);
    expect(loadsContentScore(scope({ ...single, channelId: null }))).toBe(false);
    expect(loadsContentScore(scope({ channelId: 104 }))).toBe(false);
  });
});
