import { isAutomatedAudit, type AuditProjectType, type CharacteristicType } from '@lens/domain';
import {
  DEFAULT_AUDIT_LIMITS,
  limitsForCategory,
  type AuditLimits,
} from '../engine/audit-limits.ts';
import { COMPARATORS } from '../engine/comparators/registry.ts';
import type { Verdict } from '../engine/comparators/verdict.ts';
import { PreparedChannel } from '../engine/prepared-channel.ts';
import { prepareReference } from '../engine/prepared-reference.ts';
import type { ChannelSnapshot, ReferenceProfile } from '../engine/types.ts';

/*
 * Realistic reference profiles for the engine's tests, and a channel copy of each that is right
 * in every respect, so that a test changes only what it is about.
 */

const ABOUT_MIDTOWN =
  'Steps from Times Square and Central Park, Hilton New York Midtown offers 1,200 modern rooms ' +
  'with city views, a rooftop bar, a fitness center open around the clock and 20 meeting rooms ' +
  'for up to 1,500 guests. Grand Central Terminal is a ten-minute walk away.';

export const NEW_YORK_HOTEL: ReferenceProfile = {
  propertyId: 1,
  propertyType: 'HOTEL',
  countryCode: 'US',
  name: 'Hilton New York Midtown',
  shortName: 'HILTON NY MIDTOWN',
  brand: { name: 'Hilton', code: 'HH' },
  address: {
    line1: '123 Main St.',
    line2: 'Ste 101',
    city: 'New York',
    postalCode: '10001',
    region: 'NY',
    countryCode: 'US',
  },
  phone: '+1 (212) 555-0100',
  fax: '+1 212 555 0199',
  email: 'reservations@hiltonmidtown.example.com',
  website: 'https://www.hiltonmidtown.example.com/',
  starRating: 4,
  category: 'Business hotel',
  reservationLink: 'https://book.example.com/hotel/nycmh?lang=en',
  coordinates: { lat: 40.7624, lng: -73.9794 },
  descriptions: { en: { header: 'About the hotel', content: ABOUT_MIDTOWN } },
  amenities: ['Free WiFi', 'Swimming pool', 'Fitness center', 'Parking', 'Restaurant', 'Bar'],
  photoCount: 40,
  meetingRooms: [
    { name: 'Grand Ballroom', areaSqm: 1200, capacities: { THEATRE: 1500, BANQUET: 1000 } },
    { name: 'Gramercy Suite', areaSqm: 150, capacities: { THEATRE: 120, BOARDROOM: 40 } },
  ],
  open: true,
};

export const PARIS_HOTEL: ReferenceProfile = {
  propertyId: 2,
  propertyType: 'HOTEL',
  countryCode: 'FR',
  name: "Hôtel de l'Opéra",
  address: { line1: '12 Rue de la Paix', city: 'Paris', postalCode: '75002', countryCode: 'FR' },
  phone: '+33 1 42 68 53 00',
  website: 'https://www.hotel-opera.example.fr/',
  starRating: 5,
  coordinates: { lat: 48.8696, lng: 2.3316 },
  descriptions: {
    en: {
      content: 'A palace hotel on the Rue de la Paix, between the Opéra and the Place Vendôme.',
    },
    fr: { content: "Un palace rue de la Paix, entre l'Opéra et la place Vendôme." },
  },
  open: true,
};

export const PARIS_RESTAURANT: ReferenceProfile = {
  propertyId: 3,
  propertyType: 'RESTAURANT',
  countryCode: 'FR',
  name: 'Le Cinq',
  address: { line1: '31 Avenue George V', city: 'Paris', postalCode: '75008', countryCode: 'FR' },
  phone: '01 49 52 71 54',
  category: 'Fine dining restaurant',
  cuisine: ['French cuisine', 'Mediterranean'],
  reservationLink: 'https://www.opentable.example/r/le-cinq-paris?ref=pim',
  orderLink: 'https://order.example.com/le-cinq',
  hours: [
    {
      day: 1,
      intervals: [
        { open: '12:30', close: '14:00' },
        { open: '19:00', close: '22:00' },
      ],
    },
    {
      day: 2,
      intervals: [
        { open: '12:30', close: '14:00' },
        { open: '19:00', close: '22:00' },
      ],
    },
    {
      day: 3,
      intervals: [
        { open: '12:30', close: '14:00' },
        { open: '19:00', close: '22:00' },
      ],
    },
    {
      day: 4,
      intervals: [
        { open: '12:30', close: '14:00' },
        { open: '19:00', close: '22:00' },
      ],
    },
    { day: 5, intervals: [{ open: '19:00', close: '22:00' }] },
  ],
  coordinates: { lat: 48.8686, lng: 2.3005 },
  open: true,
};

/** The channel shows exactly what the reference says. */
export function faithfulSnapshot(
  reference: ReferenceProfile,
  changes: Partial<ChannelSnapshot> = {},
): ChannelSnapshot {
  return {
    propertyId: reference.propertyId,
    channelId: 104,
    capturedAt: '2026-11-01T08:00:00Z',
    name: reference.name,
    brand: reference.brand?.name,
    address: reference.address,
    phone: reference.phone,
    fax: reference.fax,
    email: reference.email,
    website: reference.website,
    starRating: reference.starRating,
    category: reference.category,
    cuisine: reference.cuisine,
    reservationLink: reference.reservationLink,
    orderLink: reference.orderLink,
    hours: reference.hours,
    coordinates: reference.coordinates,
    descriptions: reference.descriptions,
    amenities: reference.amenities,
    photos: Array.from({ length: reference.photoCount ?? 12 }, (_, i) => ({
      url: `https://cdn.example.com/${reference.propertyId}/${i}.jpg`,
      tags: [i % 2 === 0 ? 'room' : 'exterior'],
    })),
    meetingRooms: reference.meetingRooms,
    ...changes,
  };
}

export interface CompareOptions {
  projectType?: AuditProjectType;
  categoryId?: number;
  limits?: AuditLimits;
}

/** Runs one comparator the way an audit does. */
export function compare(
  characteristic: CharacteristicType,
  reference: ReferenceProfile,
  changes: Partial<ChannelSnapshot>,
  options: CompareOptions = {},
): Verdict | null {
  const prepared = prepareReference(reference);
  const snapshot = faithfulSnapshot(reference, changes);
  const limits = options.limits ?? limitsForCategory(DEFAULT_AUDIT_LIMITS, options.categoryId ?? 1);
  const automated = isAutomatedAudit(options.projectType);
  const channel = new PreparedChannel(prepared, snapshot, limits);
  return COMPARATORS[characteristic](prepared, snapshot, { limits, automated, channel });
}
