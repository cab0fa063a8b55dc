import { siblingBrands } from './brands.ts';
import { offsetMiles } from './coordinates.ts';
import type { DemoProperty, PropertyVersion } from './property-version.ts';
import type { Random } from './random.ts';
import {
  addedItems,
  areaInSquareFeet,
  dayShownClosed,
  droppedItems,
  droppedLanguage,
  earlierClosing,
  misnumbered,
  mistyped,
  outdatedCopy,
  truncatedCopy,
  typo,
  wrongCapacity,
  wrongPostcode,
} from './snapshot-error-kinds.ts';
import {
  styled,
  styledBrand,
  styledLink,
  styledPhone,
  type FieldValue,
  type ListingStyle,
  type SnapshotField,
} from './snapshot-fields.ts';

export interface ErrorContext {
  property: DemoProperty;
  version: PropertyVersion;
  style: ListingStyle;
  channelName: string;
}

/** What a wrong listing shows instead of `value`; null: nothing at all. */
type Mutator<F extends SnapshotField> = (
  value: FieldValue<F>,
  context: ErrorContext,
  random: Random,
) => FieldValue<F> | null;

interface FieldErrors<F extends SnapshotField> {
  /** How error-prone the field is, relative to the channel's error rate. */
  factor: number;
  /** The kinds of error, with their relative frequency. */
  kinds: ReadonlyArray<readonly [Mutator<F>, number]>;
}

const missing = () => null;

const WRONG_CATEGORIES = {
  HOTEL: ['Motel', 'Apartment hotel', 'Hostel', 'Bed & breakfast', 'Conference center'],
  RESTAURANT: ['Cafe', 'Fast food restaurant', 'Bar', 'Pizza takeaway'],
  SPA: ['Beauty salon', 'Massage therapist', 'Gym'],
};
const WRONG_CUISINES = ['Fast food', 'Burgers', 'Thai', 'Indian', 'Vegan', 'Pizza'];
const WRONG_AMENITIES = [
  'Casino',
  'Golf course',
  'Outdoor pool',
  'Airport shuttle',
  'Kids club',
  'Spa',
];

function phoneErrors<F extends 'phone' | 'fax'>(factor: number): FieldErrors<F> {
  const digit: Mutator<F> = (value, _context, random) =>
    mistyped(value as string, random) as FieldValue<F>;
  return {
    factor,
    kinds: [
      [digit, 3],
      [missing, 1],
    ],
  };
}

/**
 * The real errors of each field. Old values after a reference change (old phone, old name and
 * brand after a rebrand, closed after reopening) are not here: they come from listings that
 * update late.
 */
export const FIELD_ERRORS: { [F in SnapshotField]: FieldErrors<F> } = {
  name: {
    factor: 0.5,
    kinds: [
      [(value, _context, random) => typo(value, random), 2],
      // The brand dropped: "Meridian Grand Paris Opéra" listed as "Grand Paris Opéra".
      [(value) => value.split(' ').slice(1).join(' ') || `${value} Hotel`, 2],
    ],
  },
  brand: {
    factor: 0.5,
    kinds: [
      [missing, 2],
      // A sibling brand of the chain: "Meridian" for a Meridian Grand, "Waypoint" for a Harbor Inn.
      [
        (_value, { version, style }, random) => {
          const siblings = siblingBrands(version.record.brand?.code ?? '');
          return siblings.length > 0 ? styledBrand(random.pick(siblings), style) : null;
        },
        2,
      ],
    ],
  },
  address: {
    factor: 0.8,
    kinds: [
      [(value, _context, random) => misnumbered(value, random), 3],
      [(value, _context, random) => wrongPostcode(value, random), 2],
      [missing, 1],
    ],
  },
  phone: {
    factor: 1,
    kinds: [
      ...phoneErrors<'phone'>(1).kinds,
      // The fax line published as the phone number.
      [
        (value, { version, style }, random) =>
          version.fax ? styledPhone(version.fax, style) : mistyped(value, random),
        1,
      ],
    ],
  },
  fax: phoneErrors<'fax'>(1.5),
  email: {
    factor: 1.2,
    kinds: [
      [(_value, { property }) => `info@${property.domain}`, 3],
      [(value, _context, random) => typo(value, random), 1],
      [missing, 1],
    ],
  },
  website: {
    factor: 1,
    kinds: [
      // The brand's home page instead of the property's page.
      [
        (_value, { property, style, channelName }) =>
          styledLink(`https://www.${property.domain}/`, style, channelName),
        3,
      ],
      [
        (_value, { property }) =>
          `https://www.${property.domain}/hotels/${property.slot.code.toLowerCase()}.html`,
        2,
      ],
      [missing, 1],
    ],
  },
  starRating: {
    factor: 0.6,
    kinds: [
      [
        (value, _context, random) =>
          typeof value === 'number'
            ? Math.max(1, Math.min(5, value + random.pick([-1, -0.5, 1])))
            : value,
        3,
      ],
      [missing, 1],
    ],
  },
  category: {
    factor: 0.6,
    kinds: [
      [
        (_value, { property, style }, random) =>
          styled(random.pick(WRONG_CATEGORIES[property.slot.type]), style),
        1,
      ],
    ],
  },
  cuisine: {
    factor: 1,
    kinds: [
      [(value) => (value.length > 1 ? value.slice(0, -1) : null), 2],
      [(value, _context, random) => [...value.slice(1), random.pick(WRONG_CUISINES)], 1],
    ],
  },
  reservationLink: {
    factor: 1.2,
    kinds: [
      [
        (_value, { property }) =>
          `https://reservations.${property.domain}/legacy/${property.slot.code}`,
        2,
      ],
      [missing, 1],
    ],
  },
  orderLink: {
    factor: 1.2,
    kinds: [
      [(_value, { property }) => `https://www.${property.domain}/order-online`, 2],
      [missing, 1],
    ],
  },
  hours: {
    factor: 1.3,
    kinds: [
      [earlierClosing, 3],
      [(value, _context, random) => dayShownClosed(value, random), 2],
      [missing, 1],
    ],
  },
  coordinates: {
    factor: 0.8,
    kinds: [
      [
        (value, _context, random) =>
          offsetMiles(value, random.float(0.22, 0.45), random.float(0, 2 * Math.PI)),
        3,
      ],
      [
        (value, _context, random) =>
          offsetMiles(value, random.float(1.5, 3), random.float(0, 2 * Math.PI)),
        1,
      ],
      // The pin dropped on the city centre.
      [(_value, { property }) => ({ lat: property.slot.city.lat, lng: property.slot.city.lng }), 1],
    ],
  },
  descriptions: {
    factor: 1.6,
    kinds: [
      [(value, { version }, random) => outdatedCopy(value, version, random), 3],
      [truncatedCopy, 2],
      [droppedLanguage, 1],
    ],
  },
  amenities: {
    factor: 2,
    kinds: [
      [(value, _context, random) => droppedItems(value, random), 3],
      [(value, _context, random) => addedItems(value, WRONG_AMENITIES, random), 1],
    ],
  },
  photos: {
    factor: 1.4,
    kinds: [
      [(value, _context, random) => value.slice(0, random.int(2, 6)), 3],
      [missing, 1],
    ],
  },
  meetingRooms: {
    factor: 1.6,
    kinds: [
      [(value, _context, random) => wrongCapacity(value, random), 3],
      [(value) => (value.length > 1 ? value.slice(0, -1) : null), 1],
      [(value, _context, random) => areaInSquareFeet(value, random), 1],
    ],
  },
  gdsRates: {
    factor: 0.5,
    kinds: [[() => ({ returned: false, rateCount: 0 }), 1]],
  },
  shownClosed: {
    factor: 0.08,
    kinds: [[() => true, 1]],
  },
};

export function applyError<F extends SnapshotField>(
  field: F,
  kind: number,
  value: FieldValue<F>,
  context: ErrorContext,
  random: Random,
): FieldValue<F> | null {
  const errors = FIELD_ERRORS[field] as FieldErrors<F>;
  const mutate = errors.kinds[kind]?.[0];
  return mutate ? mutate(value, context, random) : value;
}
