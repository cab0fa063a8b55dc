import type {
  AuditLimits,
  AuditLimitsView,
  HotelChainAdminChannelTypesResponse,
  ReviewAudit,
} from '@lens/contracts';
import { CHARACTERISTIC_TYPES } from '@lens/domain';

/** Thresholds shaped like the engine's defaults. */
export const LIMITS: AuditLimits = {
  name: { accurate: 0.95, review: 0.85, discrepancy: 0.7 },
  address: { streetSimilarity: 0.85, citySimilarity: 0.85 },
  geo: { accurateMiles: 0.1, discrepancyMiles: 0.5 },
  description: { accurate: 0.95, discrepancy: 0.6 },
  amenities: { coverageDiscrepancy: 0.7, variantSimilarity: 0.8 },
  photos: { minimum: 10, target: 30 },
  starRating: { discrepancyTolerance: 0.5 },
  hours: { discrepancyMinDays: 5 },
  meetingRooms: {
    countDiscrepancyRatio: 0.2,
    capacityTolerance: 0.1,
    areaTolerance: 0.05,
    nameSimilarity: 0.8,
    discrepancyShare: 0.5,
  },
  content: {
    descriptionTargetChars: 500,
    photosWeight: 0.4,
    descriptionLengthWeight: 0.25,
    amenitiesCoverageWeight: 0.2,
    linksWeight: 0.15,
  },
  weights: Object.fromEntries(
    CHARACTERISTIC_TYPES.map((type) => [type, 1]),
  ) as AuditLimits['weights'],
};

export const channelTypes: HotelChainAdminChannelTypesResponse = {
  channelTypes: [
    {
      channelTypeId: 1,
      name: 'Search engines & maps',
      color: '#1c70c5',
      sites: [
        { id: 104, name: 'Google' },
        { id: 106, name: 'Apple Maps' },
      ],
      awaitingAudits: 2,
      awaitingResults: 2,
      customLimits: false,
    },
    {
      channelTypeId: 6,
      name: 'GDS',
      color: '#0e604c',
      sites: [{ id: 61, name: 'Sabre' }],
      awaitingAudits: 0,
      awaitingResults: 0,
      customLimits: true,
    },
  ],
};

export function reviewAudit(auditId: number, overrides: Partial<ReviewAudit> = {}): ReviewAudit {
  return {
    auditId,
    propertyId: 212,
    propertyName: 'Aster Barcelona Eixample',
    propertyCode: 'BCNAST2',
    siteId: 106,
    siteName: 'Apple Maps',
    auditDate: '2026-11-19',
    accuracy: 85,
    knockout: false,
    current: true,
    results: [
      {
        characteristic: 'NAME',
        label: 'Name',
        sourceValue: 'Aster Barcelona Eixample',
        channelValue: 'Aster Barceolna Eixample',
        rule: 'name-review-band',
        similarity: 0.909,
        threshold: 0.85,
        acceptStatus: 'ACCURATE',
        rejectStatus: 'INACCURATE',
      },
    ],
    ...overrides,
  };
}

export function limitsView(overrides: Partial<AuditLimitsView> = {}): AuditLimitsView {
  return {
    channelTypeId: 1,
    name: 'Search engines & maps',
    limits: structuredClone(LIMITS),
    inherited: structuredClone(LIMITS),
    custom: {},
    updatedAt: null,
    updatedBy: null,
    affectedAudits: 10621,
    reAudit: null,
    editable: true,
    ...overrides,
  };
}
