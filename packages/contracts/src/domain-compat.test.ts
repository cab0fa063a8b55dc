import {
  characteristicValueLabel,
  currentAndPrevious,
  displayAuditNotes,
  displayCharacteristics,
  isAutomatedAudit,
  markLevelVisited,
  optionsWithId,
  visibleMapEntries,
  type ActionsHistory,
  type BestProperty,
  type MatchedNote,
} from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { accuracyScoreIntervalResponseSchema } from './accuracy.ts';
import { actionsHistorySchema } from './actions-history.ts';
import { auditCharacteristicSchema } from './audit-characteristics.ts';
import { auditNotesResponseSchema } from './audit-notes.ts';
import { filterValuesResponseSchema, bestPropertiesResponseSchema } from './filters.ts';
import { mapDataResponseSchema } from './map-data.ts';
import { matchedNotesBodySchema } from './matched-notes.ts';

// The web app hands parsed answers straight to the domain's display rules; these calls fail to
// compile if a contract drifts from the types those rules expect.
describe('parsed answers feed the domain rules', () => {
  it('audit characteristics: visibility and relabelling', () => {
    const rows = [
      {
        characteristicType: 'SHORT_NAME',
        name: 'Short name',
        status: 'ACCURATE',
        accuracy: 100,
        sourceValue: 'Harbour View',
        channelValue: 'Harbour View',
        additionalData: null,
        priority: 2,
        ignored: false,
        evidence: null,
      },
      {
        characteristicType: 'BRAND',
        name: 'Brand',
        status: 'ACCURATE',
        accuracy: 100,
        sourceValue: 'HVH',
        channelValue: 'HVH',
        additionalData: { value: 'Harbour Hotels', code: 'HH' },
        priority: 9,
        ignored: false,
        evidence: null,
      },
    ].map((row) => auditCharacteristicSchema.parse(row));
    const shown = displayCharacteristics(rows, { hotelChainMode: false, channelName: 'Google' });
    expect(shown.map((row) => row.name)).toEqual(['Name', 'Brand']);
    const brand = rows[1]!;
    expect(characteristicValueLabel('BRAND', brand.channelValue, brand.additionalData)).toBe(
      'Harbour Hotels (HH)',
    );
  });

  it('notes, map entries, filter options, months, best properties, onboarding history', () => {
    const notes = auditNotesResponseSchema.parse({
      characteristics: [{ characteristicType: 'PHONE', name: 'Phone', notes: [] }],
    });
    expect(displayAuditNotes(notes.characteristics)).toHaveLength(1);

    const map = mapDataResponseSchema.parse({
      propertyDetailsFromChannel: [
        {
          id: 1,
          propertyId: 2,
          name: 'Riverside Spa',
          coordinates: 'N/A',
          accuracy: null,
          contentPro: null,
          listingType: null,
          status: null,
          ignored: false,
        },
      ],
    });
    const context = { hotelChainMode: false, automatedAudit: false, channelCount: 2 };
    expect(visibleMapEntries(map.propertyDetailsFromChannel, context)).toEqual([]);

    const values = filterValuesResponseSchema.parse({
      availableValues: [{ id: 104, name: 'Google' }],
      notAvailableValues: [],
    });
    expect(optionsWithId(values.availableValues)).toHaveLength(1);

    const interval = accuracyScoreIntervalResponseSchema.parse({
      buckets: [],
      averageAccuracyList: [
        { month: '2026-10', accuracy: 80, knockout: 5 },
        { month: '2026-11', accuracy: 82, knockout: 4 },
      ],
    });
    expect(currentAndPrevious(interval.averageAccuracyList).current?.month).toBe('2026-11');

    const best: BestProperty[] = bestPropertiesResponseSchema.parse([
      { propertyId: 5012, propertyType: 'HOTEL', siteId: 104 },
    ]);
    expect(best).toHaveLength(1);

    const history: ActionsHistory = actionsHistorySchema.parse({
      skipped: false,
      seenHints: {},
      visitedLevel: {},
    });
    expect(markLevelVisited(history, 'channel').visitedLevel.channel).toBe(true);
    expect(isAutomatedAudit('AUTOMATED_NAPW')).toBe(true);

    const flagged: MatchedNote[] = matchedNotesBodySchema.parse([
      { charType: 'AMENITIES', charValue: 'Spa', additionalData: { code: 'SPA' } },
    ]);
    expect(flagged[0]?.additionalData?.code).toBe('SPA');
  });

  it('rejects an onboarding history with an unknown page level', () => {
    const issue = actionsHistorySchema.safeParse({
      skipped: false,
      seenHints: {},
      visitedLevel: { dashboard: true },
    }).error?.issues[0];
    expect(issue?.path).toEqual(['visitedLevel']);
  });
});
