import { CHARACTERISTIC_LABELS, isCharacteristicType } from './characteristics.ts';

/** Status of a change request: written, sent to the channel, seen fixed by a later audit. */
export const CHANGE_REQUEST_STATUSES = ['OPEN', 'SENT', 'CONFIRMED'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** What a CSV column of a change request can hold, one line per characteristic and language. */
export type ChangeRequestField =
  | 'requestId'
  | 'propertyCode'
  | 'propertyName'
  | 'channel'
  | 'listingId'
  | 'listingUrl'
  | 'characteristic'
  | 'characteristicLabel'
  | 'language'
  | 'currentValue'
  | 'correctedValue'
  | 'auditDate';

export const CHANGE_REQUEST_LAYOUT_IDS = [
  'GOOGLE_BUSINESS_PROFILE',
  'OTA_EXTRANET',
  'GDS',
  'GENERIC',
] as const;
export type ChangeRequestLayoutId = (typeof CHANGE_REQUEST_LAYOUT_IDS)[number];

export interface ChangeRequestLayout {
  id: ChangeRequestLayoutId;
  name: string;
  columns: ReadonlyArray<{ header: string; field: ChangeRequestField }>;
}

/**
 * The CSV layout per channel family, documented in docs/change-request-layouts.md: column headers
 * in the words each family's own upload sheet or ticket form uses, in that order.
 */
export const CHANGE_REQUEST_LAYOUTS: Readonly<Record<ChangeRequestLayoutId, ChangeRequestLayout>> =
  {
    GOOGLE_BUSINESS_PROFILE: {
      id: 'GOOGLE_BUSINESS_PROFILE',
      name: 'Google Business Profile bulk upload',
      columns: [
        { header: 'Store code', field: 'propertyCode' },
        { header: 'Business name', field: 'propertyName' },
        { header: 'Place ID', field: 'listingId' },
        { header: 'Field', field: 'characteristicLabel' },
        { header: 'Language', field: 'language' },
        { header: 'Current value', field: 'currentValue' },
        { header: 'New value', field: 'correctedValue' },
      ],
    },
    OTA_EXTRANET: {
      id: 'OTA_EXTRANET',
      name: 'OTA extranet content change (Booking.com, Expedia...)',
      columns: [
        { header: 'Hotel ID', field: 'listingId' },
        { header: 'Property name', field: 'propertyName' },
        { header: 'Content section', field: 'characteristicLabel' },
        { header: 'Language', field: 'language' },
        { header: 'Content shown', field: 'currentValue' },
        { header: 'Requested content', field: 'correctedValue' },
        { header: 'Listing URL', field: 'listingUrl' },
        { header: 'Reference', field: 'requestId' },
      ],
    },
    GDS: {
      id: 'GDS',
      name: 'GDS property content update',
      columns: [
        { header: 'GDS', field: 'channel' },
        { header: 'Property ID', field: 'listingId' },
        { header: 'Chain property code', field: 'propertyCode' },
        { header: 'Property name', field: 'propertyName' },
        { header: 'Content field', field: 'characteristic' },
        { header: 'Language', field: 'language' },
        { header: 'Old value', field: 'currentValue' },
        { header: 'New value', field: 'correctedValue' },
      ],
    },
    GENERIC: {
      id: 'GENERIC',
      name: 'Generic change request',
      columns: [
        { header: 'Request', field: 'requestId' },
        { header: 'Property code', field: 'propertyCode' },
        { header: 'Property', field: 'propertyName' },
        { header: 'Channel', field: 'channel' },
        { header: 'Listing', field: 'listingUrl' },
        { header: 'Characteristic', field: 'characteristicLabel' },
        { header: 'Language', field: 'language' },
        { header: 'Current value', field: 'currentValue' },
        { header: 'Corrected value', field: 'correctedValue' },
        { header: 'Audit date', field: 'auditDate' },
      ],
    },
  };

const GDS_CATEGORY = 6;
const OTA_CATEGORIES: readonly number[] = [2, 15, 16];

/** The layout a channel's change requests are written in: by name for Google, else by category. */
export function changeRequestLayoutFor(channel: {
  name: string;
  categoryId: number;
}): ChangeRequestLayout {
  if (/^google\b/i.test(channel.name)) return CHANGE_REQUEST_LAYOUTS.GOOGLE_BUSINESS_PROFILE;
  if (channel.categoryId === GDS_CATEGORY) return CHANGE_REQUEST_LAYOUTS.GDS;
  if (OTA_CATEGORIES.includes(channel.categoryId)) return CHANGE_REQUEST_LAYOUTS.OTA_EXTRANET;
  return CHANGE_REQUEST_LAYOUTS.GENERIC;
}

export type ChangeRequestRow = Readonly<Record<ChangeRequestField, string>>;

/** The header row and the data rows of a layout, ready for a CSV writer. */
export function changeRequestTable(
  layout: ChangeRequestLayout,
  rows: readonly ChangeRequestRow[],
): string[][] {
  return [
    layout.columns.map((column) => column.header),
    ...rows.map((row) => layout.columns.map((column) => row[column.field])),
  ];
}

export function characteristicLabel(type: string): string {
  return isCharacteristicType(type) ? CHARACTERISTIC_LABELS[type] : type;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A reference value as text a channel's content team can paste: addresses on one line, brands with
 * their code, descriptions with their header, lists joined by semicolons.
 */
export function referenceValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(listItemText).join('; ');
  const record = value as Record<string, unknown>;
  if ('line1' in record && 'city' in record) {
    const locality = [record.postalCode, record.city].filter(Boolean).join(' ');
    return [record.line1, record.line2, locality, record.region, record.countryCode]
      .filter(Boolean)
      .join(', ');
  }
  if ('lat' in record && 'lng' in record) return `${String(record.lat)}, ${String(record.lng)}`;
  if ('content' in record)
    return [record.header, record.content].filter(Boolean).map(String).join('\n');
  if ('name' in record)
    return record.code ? `${String(record.name)} (${String(record.code)})` : String(record.name);
  return JSON.stringify(value);
}

function listItemText(item: unknown): string {
  if (item && typeof item === 'object' && 'day' in item && 'intervals' in item) {
    const { day, intervals } = item as {
      day: number;
      intervals: { open: string; close: string }[];
    };
    const hours = intervals.map((i) => `${i.open}-${i.close}`).join(', ');
    return `${DAY_NAMES[day] ?? day} ${hours || 'closed'}`;
  }
  return referenceValueText(item);
}
