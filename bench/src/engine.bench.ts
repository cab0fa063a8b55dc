import type { AuditProjectType, CharacteristicType, PropertyType } from '@lens/domain';
import {
  auditSnapshot,
  DEFAULT_AUDIT_LIMITS,
  prepareReference,
  type ChannelSnapshot,
  type MeetingRoom,
  type OpeningHours,
  type PreparedReference,
  type ReferenceProfile,
  type ChannelProfile,
} from '../../apps/server/src/engine/index.ts';
import { opsPerSecond, report } from './measure.ts';
import { Random } from '../../apps/server/src/demo/random.ts';

// Seeded, so that runs compare.
const random = new Random(20261122);
const pick = <T>(items: readonly T[]): T => random.pick(items);
const chance = (p: number) => random.chance(p);
const list = (words: string) => words.split(' ') as CharacteristicType[];

// country, city, postal code, street (number first or after), phone prefix, latitude, longitude
const PLACES = [
  ['US', 'New York', '10001', 'Main Street', true, '+1 212 555 ', 40.75, -73.99],
  ['US', 'San Francisco', '94102', 'Post St', true, '(415) 555-', 37.78, -122.41],
  ['FR', 'Paris', '75008', 'Rue Saint-Lazare', true, '01 42 68 ', 48.87, 2.33],
  ['DE', 'Berlin', '10117', 'Friedrichstraße', false, '030 2023 ', 52.51, 13.39],
  ['ES', 'Madrid', '28014', 'Calle de Alcalá', false, '+34 915 21 ', 40.42, -3.69],
  ['IT', 'Roma', '00186', 'Via del Corso', false, '06 6994 ', 41.9, 12.48],
  ['GB', 'London', 'W1K 1BE', 'Park Lane', true, '020 7123 ', 51.51, -0.15],
] as const;
const BRANDS = [
  { name: 'Hilton', code: 'HH' },
  { name: 'Conrad', code: 'CH' },
  { name: 'DoubleTree by Hilton', code: 'DT' },
];
const WORDS = (
  'elegant rooms suites views city river spa pool restaurant bar terrace breakfast business ' +
  'meeting events guests stay modern historic district station museum shopping walk minutes ' +
  'comfortable beds bathroom service concierge fitness wellness gourmet cuisine local seasonal'
).split(' ');
const AMENITIES = (
  'Free WiFi|Parking|Swimming pool|Fitness center|Spa|Restaurant|Bar|Room service|Airport ' +
  'shuttle|Pets allowed|Air conditioning|Breakfast|Business center|Meeting rooms|Laundry|' +
  'Concierge|24-hour front desk|Non-smoking rooms|Wheelchair accessible|EV charging|Elevator'
).split('|');
/** The names channels use instead. */
const AMENITY_VARIANTS: Record<string, string> = {
  'Free WiFi': 'Wi-Fi',
  Parking: 'Car park',
  'Swimming pool': 'Pool',
  'Fitness center': 'Gym',
  Elevator: 'Lift',
  'Non-smoking rooms': 'Smoke-free property',
};
const TAGS = ['room', 'bathroom', 'exterior', 'lobby', 'pool', 'restaurant', 'on-site', 'off-site'];

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vel', 'dor', 'an', 'is'];
/** A made-up place name of its own for each property ("Kalomi"), so that no two names repeat. */
const placeWord = (id: number) =>
  [...String(id)]
    .map((digit) => SYLLABLES[Number(digit)])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
/** Ids of the warm-up properties start here, well clear of the measured ones. */
const WARM_UP_FIRST = 1_000_000;

/**
 * The last four digits of a property's number, distinct for the 10,000 measured properties; the
 * warm-up properties (ids from WARM_UP_FIRST) dial an extension, so they share no number with them.
 */
const line = (id: number) =>
  `${String(id % 10_000).padStart(4, '0')}${id >= WARM_UP_FIRST ? ' ext. 9' : ''}`;

const text = (words: number) => `${Array.from({ length: words }, () => pick(WORDS)).join(' ')}.`;

const hours = (): OpeningHours[] =>
  ([1, 2, 3, 4, 5, 6] as const).map((day) => ({
    day,
    intervals: [
      { open: '11:30', close: '14:30' },
      { open: '18:30', close: '23:00' },
    ],
  }));

const rooms = (): MeetingRoom[] =>
  ['Grand Ballroom', 'Salon A', 'Salon B', 'Boardroom', 'Terrace Room'].map((name, i) => ({
    name,
    areaSqm: 400 - i * 70,
    capacities: { THEATRE: 300 - i * 50, CLASSROOM: 180 - i * 30, BANQUET: 220 - i * 40 },
  }));

function reference(id: number): ReferenceProfile {
  const [country, city, postalCode, street, numberFirst, phone, lat, lng] = pick(PLACES);
  const propertyType: PropertyType = pick(['HOTEL', 'HOTEL', 'HOTEL', 'RESTAURANT', 'SPA']);
  const brand = pick(BRANDS);
  const slug = `${city.toLowerCase().replace(' ', '-')}/${id}`;
  return {
    propertyId: id,
    propertyType,
    countryCode: country,
    name: `${brand.name} ${city} ${placeWord(id)} ${pick(['Opéra', 'Central', 'Riverside', 'Park'])}`,
    shortName: `${brand.code} ${city}`.toUpperCase(),
    brand,
    address: {
      line1: numberFirst ? `${10 + id} ${street}` : `${street} ${10 + id}`,
      line2: chance(0.2) ? `Suite ${100 + id}` : null,
      city,
      postalCode,
      countryCode: country,
    },
    phone: `${phone}${line(id)}`,
    fax: chance(0.3) ? `${phone}${line(id + 5000)}` : null,
    email: `info.${id}@example-hotels.com`,
    website: `https://www.example-hotels.com/${slug}`,
    starRating: propertyType === 'HOTEL' ? pick([3, 4, 4.5, 5]) : null,
    category: { HOTEL: 'Boutique hotel', SPA: 'Day spa', RESTAURANT: 'Restaurant' }[propertyType],
    cuisine: propertyType === 'RESTAURANT' ? ['Italian', 'Mediterranean'] : null,
    reservationLink: `https://book.example-hotels.com/reserve?property=${id}&lang=en`,
    orderLink: propertyType === 'RESTAURANT' ? `https://order.example.com/r/${id}` : null,
    hours: propertyType === 'HOTEL' ? null : hours(),
    coordinates: { lat: lat + id * 1e-4, lng: lng - id * 1e-4 },
    descriptions: {
      en: { header: 'About', content: text(120 + (id % 80)) },
      ...(chance(0.5) ? { fr: { header: 'À propos', content: text(140) } } : {}),
    },
    amenities: AMENITIES.filter(() => chance(0.6)),
    photoCount: 40,
    meetingRooms: propertyType === 'HOTEL' ? rooms() : null,
    open: true,
  };
}

/** A channel's copy: mostly right, with formatting variants and the errors channels really make. */
function snapshot(ref: ReferenceProfile, channelId: number): ChannelSnapshot {
  const { address, starRating, coordinates } = ref;
  const description = ref.descriptions?.en?.content ?? '';
  const unit = address?.line2 ? `, ${address.line2.replace('Suite', 'Ste')}` : '';
  const postalCode = chance(0.9) ? address?.postalCode : '99999';
  return {
    propertyId: ref.propertyId,
    channelId,
    capturedAt: '2026-11-01T00:00:00Z',
    shownClosed: chance(0.02),
    name: chance(0.8) ? ref.name.normalize('NFD').replace(/\p{M}/gu, '') : `${ref.name} Hotel`,
    brand: chance(0.5) ? ref.brand?.code : ref.brand?.name,
    address:
      address && chance(0.5)
        ? address
        : `${address?.line1.replace('Street', 'St.')}${unit}, ${postalCode} ${address?.city}`,
    phone: chance(0.9) ? ref.phone : `${ref.phone?.slice(0, -1)}7`,
    fax: ref.fax,
    email: ref.email?.toUpperCase(),
    website: `${ref.website}/?utm_source=${pick(['google', 'bing', 'tripadvisor'])}`,
    starRating: starRating == null ? null : chance(0.8) ? `${starRating} stars` : starRating - 0.5,
    category: ref.category,
    cuisine: ref.cuisine,
    reservationLink: ref.reservationLink?.replace('lang=en', 'lang=fr'),
    orderLink: ref.orderLink,
    hours: ref.hours && (chance(0.5) ? ref.hours : 'Tue-Sun 11:30-14:30, 18:30-23:00; Mon closed'),
    coordinates: coordinates && {
      lat: coordinates.lat + (chance(0.8) ? 0.0004 : 0.02),
      lng: coordinates.lng,
    },
    descriptions: {
      en: { header: 'About', content: chance(0.6) ? description : `${description} ${text(20)}` },
    },
    amenities: (ref.amenities ?? []).filter(() => chance(0.9)).map((a) => AMENITY_VARIANTS[a] ?? a),
    photos: Array.from({ length: Math.floor(random.next() * 45) }, (_, i) => ({
      url: `https://cdn.example.com/${ref.propertyId}/${i}.jpg`,
      tags: [pick(TAGS), pick(TAGS)],
    })),
    meetingRooms: ref.meetingRooms?.slice(0, chance(0.7) ? 5 : 4),
    gdsRates: { returned: chance(0.9), rateCount: 4 },
  };
}

/** What each kind of channel publishes, so that an audit covers what it would in production. */
const CHANNEL: Record<string, ChannelProfile> = {
  google: {
    id: 104,
    name: 'Google',
    categoryId: 1,
    characteristics: list(
      'NAME ADDRESS PHONE WEBSITE GEO_COORDINATES CATEGORY STAR_RATING DESCRIPTION AMENITIES ' +
        'PHOTOS HOURS_OF_OPERATION RESERVATION_LINK ORDER_LINK CUISINE',
    ),
  },
  booking: {
    id: 107,
    name: 'Booking.com',
    categoryId: 2,
    characteristics: list(
      'NAME BRAND ADDRESS PHONE FAX EMAIL WEBSITE STAR_RATING CATEGORY DESCRIPTION ' +
        'GEO_COORDINATES AMENITIES PHOTOS',
    ),
  },
  tripadvisor: {
    id: 120,
    name: 'Tripadvisor',
    categoryId: 4,
    characteristics: list(
      'NAME ADDRESS PHONE EMAIL WEBSITE STAR_RATING DESCRIPTION GEO_COORDINATES AMENITIES ' +
        'PHOTOS CUISINE HOURS_OF_OPERATION RESERVATION_LINK CATEGORY',
    ),
  },
  amadeus: {
    id: 300,
    name: 'Amadeus',
    categoryId: 6,
    characteristics: list(
      'SHORT_NAME BRAND ADDRESS PHONE FAX EMAIL STAR_RATING GEO_COORDINATES AMENITIES ' +
        'DESCRIPTION GDS_RATES',
    ),
  },
  groups360: {
    id: 400,
    name: 'Groups360',
    categoryId: 7,
    characteristics: list(
      'NAME ADDRESS PHONE EMAIL WEBSITE GEO_COORDINATES DESCRIPTION PHOTOS AMENITIES ' +
        'MEETING_ROOMS_COUNT MEETING_ROOM_CAPACITY MEETING_ROOM_SIZE',
    ),
  },
  openTable: {
    id: 500,
    name: 'OpenTable',
    categoryId: 9,
    characteristics: list(
      'NAME ADDRESS PHONE WEBSITE GEO_COORDINATES CUISINE HOURS_OF_OPERATION RESERVATION_LINK ' +
        'DESCRIPTION PHOTOS',
    ),
  },
};

const CHANNELS_BY_TYPE: Record<PropertyType, string[]> = {
  HOTEL: ['google', 'booking', 'tripadvisor', 'amadeus', 'groups360'],
  RESTAURANT: ['google', 'tripadvisor', 'openTable'],
  SPA: ['google', 'tripadvisor'],
};

interface Pair {
  prepared: PreparedReference;
  snapshot: ChannelSnapshot;
  channel: ChannelProfile;
  projectType: AuditProjectType;
}

/** Pairs of properties `first` to `first + count - 1`: every reference and capture its own. */
function buildPairs(count: number, first = 1): Pair[] {
  return Array.from({ length: count }, (_, i) => {
    const ref = reference(first + i);
    const channels = CHANNELS_BY_TYPE[ref.propertyType];
    const channel = CHANNEL[channels[i % channels.length] as string] as ChannelProfile;
    const projectType = i % 3 === 0 ? 'MANUAL' : 'AUTOMATED';
    return {
      prepared: prepareReference(ref),
      snapshot: snapshot(ref, channel.id),
      channel,
      projectType,
    };
  });
}

const auditPair = ({ prepared, snapshot, channel, projectType }: Pair) =>
  auditSnapshot(prepared, snapshot, channel, projectType, DEFAULT_AUDIT_LIMITS);

/**
 * Audits per second of wall time, and per second of this process's CPU time: on a machine
 * shared with other work the wall figure drops while the CPU figure, the per-core cost the
 * target is about, holds.
 */
function reportRate(name: string, audits: number, wallMs: number, cpuMs: number, target?: string) {
  report(name, (audits / wallMs) * 1000, 'audits/s', target);
  report('  per second of CPU time', (audits / cpuMs) * 1000, 'audits/s', target);
}

/** One pass over `pairs`, each audited once: no string the engine caches comes round twice. */
function measureOnce(name: string, pairs: Pair[], target?: string): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const pair of pairs) auditPair(pair);
  const wallMs = performance.now() - start;
  reportRate(name, pairs.length, wallMs, process.cpuUsage(cpu).user / 1000, target);
}

/** The same pairs audited round and round for about `ms`, as a re-audit of known captures. */
function measureRepeated(name: string, pairs: Pair[], ms: number): void {
  let next = 0;
  const audit = () => auditPair(pairs[next++ % pairs.length] as Pair);
  opsPerSecond(audit, 1000);
  const start = next;
  const cpu = process.cpuUsage();
  const began = performance.now();
  opsPerSecond(audit, ms);
  reportRate(name, next - start, performance.now() - began, process.cpuUsage(cpu).user / 1000);
}

/**
 * Target: >= 20,000 audits per second per core (one snapshot vs one prepared reference). The
 * headline is the figure with every string new: 10,000 properties of their own (names, phones,
 * addresses, links, descriptions), each audited once after a warm-up on other properties, as the
 * first import of a chain meets the engine. The cache-hot figure (the same captures again) follows.
 */
export function benchEngine(): void {
  const warmUp = buildPairs(4_000, WARM_UP_FIRST);
  for (let round = 0; round < 3; round++) warmUp.forEach(auditPair);
  const fresh = buildPairs(10_000);
  const perAudit =
    fresh.slice(0, 500).reduce((sum, pair) => sum + auditPair(pair).results.length, 0) / 500;
  measureOnce(
    `audit engine, every string new (${perAudit.toFixed(1)} characteristics/audit)`,
    fresh.slice(500),
    '>= 20,000',
  );
  const hot = fresh.slice(0, 200);
  measureRepeated('audit engine, the same captures again (cache hot)', hot, 1500);
  const references = hot.map((pair) => pair.prepared.source);
  let next = 0;
  report(
    'prepareReference',
    opsPerSecond(() =>
      prepareReference(references[next++ % references.length] as ReferenceProfile),
    ),
    'ops/s',
  );
}
