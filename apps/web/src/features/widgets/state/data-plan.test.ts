import type { WidgetLoadScope } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { widgetDataPlan } from './data-plan.ts';

const scope = (counts: Partial<WidgetLoadScope>): WidgetLoadScope => ({
  summaryMode: false,
  hotelChainMode: false,
  countries: 3,
  propertyTypes: 3,
  properties: 300,
  channels: 49,
  channelId: null,
  ...counts,
});

describe('widgetDataPlan', () => {
  it('loads the portfolio widgets on the overview, without channel categories or audit', () => {
    const plan = widgetDataPlan(scope({}));
    expect(plan).toMatchObject({
      level: 'overview',
      propertyTypes: true,
      characteristics: true,
      scoreInterval: true,
      issuesSummary: true,
      channelCategories: false,
      characteristicsForSites: false,
      duplicateListings: false,
      timeToFix: true,
      lastAudit: false,
    });
  });

  it('adds channel categories for one property type', () => {
    expect(widgetDataPlan(scope({ propertyTypes: 1 }))).toMatchObject({
      level: 'property-type',
      channelCategories: true,
      lastAudit: false,
    });
  });

  it('loads the characteristic x channel matrix on the property page', () => {
    expect(widgetDataPlan(scope({ propertyTypes: 1, properties: 1 }))).toMatchObject({
      level: 'property',
      characteristicsForSites: true,
      duplicateListings: true,
      timeToFix: false,
      propertyTypes: false,
      lastAudit: false,
    });
  });

  it('loads only the entry and the audit chain for one property on one channel', () => {
    expect(
      widgetDataPlan(scope({ propertyTypes: 1, properties: 1, channels: 1, channelId: 104 })),
    ).toMatchObject({
      level: 'channel',
      lastAudit: true,
      duplicateListings: false,
      timeToFix: false,
      scoreInterval: false,
      issuesSummary: false,
      channelCategories: false,
    });
  });

  it('skips the characteristics in summary report mode and fetches no audit there', () => {
    expect(widgetDataPlan(scope({ summaryMode: true })).characteristics).toBe(false);
    expect(
      widgetDataPlan(scope({ summaryMode: true, propertyTypes: 1, properties: 1, channels: 1 }))
        .lastAudit,
    ).toBe(false);
  });

  it('plans the map for one country in effect or in summary mode, never on the channel level', () => {
    expect(widgetDataPlan(scope({})).map).toBe(false);
    expect(widgetDataPlan(scope({ countries: 1 })).map).toBe(true);
    expect(widgetDataPlan(scope({ summaryMode: true })).map).toBe(true);
    expect(widgetDataPlan(scope({ countries: 1, propertyTypes: 1, properties: 1 })).map).toBe(true);
    expect(
      widgetDataPlan(
        scope({ countries: 1, propertyTypes: 1, properties: 1, channels: 1, channelId: 104 }),
      ).map,
    ).toBe(false);
  });

  it('takes the accuracy rows from the summary report set in summary mode', () => {
    expect(widgetDataPlan(scope({ summaryMode: true })).summaryReport).toBe(true);
    expect(widgetDataPlan(scope({})).summaryReport).toBe(false);
  });
});
