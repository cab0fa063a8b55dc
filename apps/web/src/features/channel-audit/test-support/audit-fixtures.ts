import {
  auditDetailsSchema,
  auditNotesResponseSchema,
  type AuditCharacteristic,
  type AuditDetails,
  type AuditNotesResponse,
} from '@lens/contracts';

type Row = Partial<AuditCharacteristic> & Pick<AuditCharacteristic, 'characteristicType'>;

function row(overrides: Row): AuditCharacteristic {
  return {
    name: overrides.characteristicType,
    status: 'ACCURATE',
    accuracy: 100,
    sourceValue: 'source',
    channelValue: 'channel',
    additionalData: null,
    priority: 50,
    ignored: false,
    evidence: {
      rule: 'equal',
      threshold: null,
      sourceNormalized: 'source',
      channelNormalized: 'channel',
      decidedBy: [],
    },
    ...overrides,
  };
}

/** The audit of a Paris hotel on Booking.com: a wrong phone, a changed description, amenities. */
export function auditDetails(overrides: Partial<AuditDetails> = {}): AuditDetails {
  return auditDetailsSchema.parse({
    auditId: 901,
    propertyId: 1,
    siteId: 107,
    siteName: 'Booking.com',
    projectType: 'AUTOMATED',
    auditDate: '2026-11-05',
    engineVersion: 1,
    scoredAt: '2026-11-05T06:12:00Z',
    status: null,
    generalWidgetDashboardDto: {
      auditDetailsCharacteristicDtos: [
        row({
          characteristicType: 'PHONE',
          name: 'Phone',
          status: 'INACCURATE',
          accuracy: 0,
          sourceValue: '+33 1 42 00 00 01',
          channelValue: '01 42 00 00 09',
          priority: 5,
          evidence: {
            rule: 'phone-different',
            threshold: null,
            sourceNormalized: '+33142000001',
            channelNormalized: '+33142000009',
            decidedBy: [
              'Number differs: +33142000001 in the reference, +33142000009 on the channel',
            ],
          },
        }),
        row({
          characteristicType: 'NAME',
          name: 'Name',
          sourceValue: 'Meridian Grand Paris',
          channelValue: 'Meridian Grand Paris',
          priority: 1,
          evidence: {
            rule: 'name-equal',
            threshold: null,
            sourceNormalized: 'meridian grand paris',
            channelNormalized: 'meridian grand paris',
            similarity: 1,
            decidedBy: [],
          },
        }),
        row({
          characteristicType: 'STAR_RATING',
          name: 'Star rating',
          status: 'DISCREPANCY',
          accuracy: 50,
          sourceValue: '5',
          channelValue: '4.5',
          additionalData: { type: 'STAR_RATING', value: '5' },
          priority: 10,
        }),
        row({
          characteristicType: 'BRAND',
          name: 'Brand',
          sourceValue: 'Meridian',
          channelValue: 'MER',
          additionalData: { type: 'BRAND', value: 'Meridian', code: 'MER' },
          priority: 3,
        }),
        row({
          characteristicType: 'GEO_COORDINATES',
          name: 'Geo Coordinates',
          status: 'DISCREPANCY',
          accuracy: 50,
          sourceValue: '48.868000, 2.330000',
          channelValue: '48.871000, 2.331000',
          priority: 6,
          evidence: {
            rule: 'distance-near',
            threshold: 0.5,
            sourceNormalized: '48.868000, 2.330000',
            channelNormalized: '48.871000, 2.331000',
            distanceMiles: 0.214,
            decidedBy: ["The channel's pin is 0.214 mi from the reference position"],
          },
        }),
        row({
          characteristicType: 'FAX',
          name: 'Fax',
          status: 'AWAITING REVIEW',
          accuracy: null,
          priority: 8,
        }),
        row({
          characteristicType: 'DESCRIPTION',
          name: 'Description',
          sourceValue: 'A grand hotel.',
          channelValue: 'A grand hotel in Paris.',
          priority: 16,
        }),
        row({
          characteristicType: 'PHOTOS',
          name: 'Photos',
          status: 'PRESENT',
          sourceValue: '40 photos',
          channelValue: '12 photos',
          priority: 18,
        }),
      ],
    },
    amenitiesWidgetDashboardDto: {
      status: 'DISCREPANCY',
      accuracy: 80,
      present: [
        { name: 'Free WiFi', status: 'ACCURATE', canCreateMatchedNote: true },
        { name: 'Spa', status: 'ACCURATE', canCreateMatchedNote: true },
        { name: 'Parking', status: 'DISCREPANCY', canCreateMatchedNote: false },
      ],
      missing: [{ name: 'Pool', status: 'MISSING', canCreateMatchedNote: false }],
      extra: [{ name: 'Casino', status: 'REMOVE', canCreateMatchedNote: false }],
    },
    locationWidgetDashboardDto: {
      sourceCoordinates: { lat: 48.868, lng: 2.33 },
      channelCoordinates: { lat: 48.871, lng: 2.331 },
      distanceFromCorrectCoordinatesInMiles: 0.214,
      status: 'DISCREPANCY',
    },
    descriptionWidgetDashboardDto: {
      comparedDescriptions: [
        {
          language: 'en',
          currentComparedDescription: {
            header: 'Meridian Grand Paris',
            descriptionFragment: [
              { text: 'A grand hotel', highlightType: null },
              { text: ' in Paris', highlightType: 'DELETE' },
              { text: '.', highlightType: null },
            ],
          },
          previousComparedDescription: {
            header: 'Meridian Grand Paris',
            descriptionFragment: [
              { text: 'A grand ', highlightType: null },
              { text: 'old ', highlightType: 'INSERT' },
              { text: 'hotel.', highlightType: null },
            ],
          },
          status: 'ACCURATE',
          canCreateMatchedNote: true,
          priority: 0,
        },
        {
          language: 'fr',
          currentComparedDescription: {
            header: null,
            descriptionFragment: [{ text: 'Un grand hôtel.', highlightType: null }],
          },
          previousComparedDescription: null,
          status: 'ACCURATE',
          canCreateMatchedNote: true,
          priority: 1,
        },
      ],
      currentDescription: null,
      mappedDescriptions: [],
      previousDescription: null,
    },
    deflaggingDashboardDto: { deflagging: null },
    fetchedTagsDashboardDto: {
      tagsStat: { room: 5, 'on-site': 4, pool: 2, 'off-site': 1 },
      photoCount: 12,
    },
    commentsSection: [
      { characteristicType: 'PHONE', name: 'Phone', notes: ['Reported to the channel on 2 Nov.'] },
    ],
    resolvedIssuesSection: [],
    addAmenities: ['Pool'],
    removeAmenities: ['Casino'],
    replaceAmenities: [{ from: 'Car park', to: 'Parking' }],
    ...overrides,
  });
}

/** Notes of the audit above: one option is IMPOSSIBLE_TO_ADD, and one note chose it. */
export function auditNotes(): AuditNotesResponse {
  const options = (source: string) => [
    {
      id: 1,
      type: 'UPDATE_SOURCE',
      instruction: { source: 'PIM', content: 'Correct the value in the PIM.' },
    },
    {
      id: 2,
      type: 'UPDATE_CHANNEL',
      instruction: { source, content: `Ask ${source} to correct the listing.` },
    },
    {
      id: 3,
      type: 'IMPOSSIBLE_TO_ADD',
      instruction: { source, content: `${source} has no field for this value.` },
    },
  ];
  return auditNotesResponseSchema.parse({
    characteristics: [
      {
        characteristicType: 'FAX',
        name: 'Fax',
        notes: [{ id: 30, options: options('Booking.com'), selectedOptionId: 3, comment: null }],
      },
      {
        characteristicType: 'WEBSITE',
        name: 'Website',
        notes: [{ id: 20, options: options('Booking.com'), selectedOptionId: null, comment: null }],
      },
      {
        characteristicType: 'PHONE',
        name: 'Phone',
        notes: [
          {
            id: 10,
            options: options('Booking.com'),
            selectedOptionId: 2,
            comment: 'The front desk number changed in October.',
          },
        ],
      },
    ],
  });
}
