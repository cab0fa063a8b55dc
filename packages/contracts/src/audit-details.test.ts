import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuditCharacteristic } from './audit-characteristics.ts';
import { type AuditDetails, auditDetailsSchema, auditQuerySchema } from './audit-details.ts';
import { lastAuditQuerySchema, lastAuditResponseSchema } from './last-audit.ts';

const name: AuditCharacteristic = {
  characteristicType: 'NAME',
  name: 'Name',
  status: 'ACCURATE',
  accuracy: 100,
  sourceValue: 'Harbour View Hotel London',
  channelValue: 'Harbour View Hotel - London',
  additionalData: null,
  priority: 1,
  ignored: false,
  evidence: {
    rule: 'NORMALIZED_EQUAL',
    threshold: null,
    sourceNormalized: 'harbour view hotel london',
    channelNormalized: 'harbour view hotel london',
    decidedBy: [],
  },
};

const starRating: AuditCharacteristic = {
  ...name,
  characteristicType: 'STAR_RATING',
  name: 'Star rating',
  status: 'DISCREPANCY',
  accuracy: 50,
  sourceValue: '4',
  channelValue: '3.5',
  additionalData: { type: 'FIVE_STAR_SCALE', value: null, code: null },
  priority: 8,
  evidence: null,
};

const auditDetails: AuditDetails = {
  auditId: 981,
  propertyId: 5012,
  siteId: 104,
  siteName: 'Google',
  projectType: 'AUTOMATED',
  auditDate: '2026-11-20',
  engineVersion: 1,
  scoredAt: '2026-11-20T04:30:00Z',
  status: null,
  generalWidgetDashboardDto: { auditDetailsCharacteristicDtos: [name, starRating] },
  amenitiesWidgetDashboardDto: {
    status: 'INACCURATE',
    accuracy: 75,
    present: [{ name: 'Free WiFi', status: 'PRESENT', canCreateMatchedNote: false }],
    missing: [{ name: 'Spa', status: 'MISSING', canCreateMatchedNote: true }],
    extra: [{ name: 'Casino', status: 'REMOVE', canCreateMatchedNote: true }],
  },
  locationWidgetDashboardDto: {
    sourceCoordinates: { lat: 51.5072, lng: -0.1276 },
    channelCoordinates: { lat: 51.508, lng: -0.128 },
    distanceFromCorrectCoordinatesInMiles: 0.06,
    status: 'ACCURATE',
  },
  descriptionWidgetDashboardDto: {
    comparedDescriptions: [
      {
        language: 'en',
        currentComparedDescription: {
          header: 'About',
          descriptionFragment: [
            { text: 'A hotel by the river', highlightType: null },
            { text: ' with a casino', highlightType: 'DELETE' },
          ],
        },
        previousComparedDescription: {
          header: 'About',
          descriptionFragment: [
            { text: 'A hotel by the river', highlightType: null },
            { text: ' with a spa', highlightType: 'INSERT' },
          ],
        },
        status: 'INACCURATE',
        canCreateMatchedNote: true,
        priority: 1,
      },
    ],
    currentDescription: {
      header: 'About',
      content: 'A hotel by the river with a casino',
      priority: 1,
    },
    mappedDescriptions: [
      {
        language: 'en',
        sourceDescription: {
          header: null,
          content: 'A hotel by the river with a spa',
          priority: 1,
        },
        channelDescription: null,
      },
    ],
    previousDescription: null,
  },
  deflaggingDashboardDto: { deflagging: null },
  fetchedTagsDashboardDto: { tagsStat: { room: 12, 'on-site': 4 }, photoCount: 16 },
  commentsSection: [{ characteristicType: 'PHONE', name: 'Phone', notes: ['Call centre number'] }],
  resolvedIssuesSection: [],
  addAmenities: ['Spa'],
  removeAmenities: ['Casino'],
  replaceAmenities: [{ from: 'Wifi', to: 'Free WiFi' }],
  meetingRoomsDashboardDto: {
    roomCount: { sourceValue: 4, channelValue: 3, status: 'INACCURATE' },
    rooms: [
      {
        name: 'Thames Suite',
        status: 'PRESENT',
        size: { sourceValue: 1200, channelValue: 1200, status: 'ACCURATE' },
        capacities: [
          {
            configurationCode: 'THEATRE',
            sourceValue: 120,
            channelValue: 100,
            status: 'INACCURATE',
          },
        ],
      },
    ],
  },
  gdsRatesDashboardDto: {
    status: 'RATES RETURNED',
    checkedAt: '2026-11-20T06:00:00Z',
    rates: [{ rateCode: 'RAC', roomType: 'KING', returned: true, amount: 189, currency: 'GBP' }],
  },
};

const copy = (): AuditDetails => JSON.parse(JSON.stringify(auditDetails)) as AuditDetails;

describe('audit details', () => {
  it('parses and serialises a full audit', () => {
    expect(auditDetailsSchema.parse(auditDetails)).toEqual(auditDetails);
    expect(z.encode(auditDetailsSchema, auditDetails)).toEqual(auditDetails);
  });

  it('accepts an audit of a standard view without the hotel-chain widgets', () => {
    const {
      meetingRoomsDashboardDto: _rooms,
      gdsRatesDashboardDto: _rates,
      ...standard
    } = auditDetails;
    expect(
      auditDetailsSchema.safeParse({ ...standard, amenitiesWidgetDashboardDto: null }).success,
    ).toBe(true);
  });

  it('names the offending field deep in the audit', () => {
    const bad = copy();
    Object.assign(bad.generalWidgetDashboardDto.auditDetailsCharacteristicDtos[1]!, {
      status: 'GOOD',
    });
    expect(auditDetailsSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'generalWidgetDashboardDto',
      'auditDetailsCharacteristicDtos',
      1,
      'status',
    ]);
    const fragment = copy();
    const first = fragment.descriptionWidgetDashboardDto!.comparedDescriptions[0]!;
    Object.assign(first.currentComparedDescription.descriptionFragment[1]!, {
      highlightType: 'CHANGE',
    });
    expect(auditDetailsSchema.safeParse(fragment).error?.issues[0]?.path).toEqual([
      'descriptionWidgetDashboardDto',
      'comparedDescriptions',
      0,
      'currentComparedDescription',
      'descriptionFragment',
      1,
      'highlightType',
    ]);
  });

  it('says which engine scored the audit and when, or that it was not recorded', () => {
    const unrecorded = { ...auditDetails, engineVersion: 0, scoredAt: null };
    expect(auditDetailsSchema.parse(unrecorded)).toEqual(unrecorded);
    const { engineVersion: _version, ...unstamped } = auditDetails;
    expect(auditDetailsSchema.safeParse(unstamped).error?.issues[0]?.path).toEqual([
      'engineVersion',
    ]);
    expect(
      auditDetailsSchema.safeParse({ ...auditDetails, scoredAt: '2026-11-20' }).error?.issues[0]
        ?.path,
    ).toEqual(['scoredAt']);
  });

  it('rejects a project type or a GDS status outside their lists', () => {
    expect(auditDetailsSchema.safeParse({ ...auditDetails, projectType: 'AUTO' }).success).toBe(
      false,
    );
    const rates = { ...auditDetails.gdsRatesDashboardDto, status: 'ACCURATE' };
    expect(
      auditDetailsSchema.safeParse({ ...auditDetails, gdsRatesDashboardDto: rates }).error
        ?.issues[0]?.path,
    ).toEqual(['gdsRatesDashboardDto', 'status']);
  });
});

describe('last audit', () => {
  it('answers the latest audit, or null when there is none', () => {
    const found = {
      auditId: 981,
      propertyId: 5012,
      siteId: 104,
      auditDate: '2026-11-20',
      projectType: 'AUTOMATED_NAPW',
    };
    expect(lastAuditResponseSchema.parse(found)).toEqual(found);
    const none = {
      auditId: null,
      propertyId: 5012,
      siteId: 104,
      auditDate: null,
      projectType: null,
    };
    expect(lastAuditResponseSchema.parse(none)).toEqual(none);
  });

  it('takes the filters, and the audit id for the details', () => {
    expect(lastAuditQuerySchema.parse({ property: '5012', site: '104' })).toEqual({
      property: [5012],
      site: [104],
    });
    expect(auditQuerySchema.parse({ property: '5012', site: '104', audit: '981' })).toEqual({
      property: [5012],
      site: [104],
      audit: 981,
    });
    expect(auditQuerySchema.safeParse({ property: '5012' }).error?.issues[0]?.path).toEqual([
      'audit',
    ]);
  });
});
