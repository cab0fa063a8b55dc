import { z } from 'zod';
import {
  coordinatesSchema,
  isoDateSchema,
  projectTypeSchema,
  propertyStatusNoticeSchema,
  propertyTypeSchema,
} from './common.ts';

/**
 * The records of the import kinds (docs/import-formats.md): reference data from the chain's
 * PIM, one record per property version, and channel snapshots, one record per listing seen on a
 * channel. JSON and NDJSON files carry these objects as they are; CSV columns map onto them.
 */

const code = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'must be 1-40 letters, digits, _ . or -');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const language = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');
const url = z.url({ error: 'must be a full http(s) URL', protocol: /^https?$/ });
/**
 * A listing's id on its channel (a place id, an OTA hotel id, a GDS property code): trimmed, one
 * line of printable text.
 */
export const externalIdSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(300, 'must be at most 300 characters')
  .regex(/^[^\p{Cc}]*$/u, 'must hold no control characters');
const time = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'must be a time written HH:MM');

export const namedCodeSchema = z.object({ code, name: text(200) });

export const openingHoursSchema = z
  .array(
    z.object({
      day: z.int().min(0).max(6).describe('0 = Monday ... 6 = Sunday'),
      intervals: z.array(z.object({ open: time, close: time })).max(4),
    }),
  )
  .max(7);

export const descriptionsSchema = z
  .record(language, z.object({ header: text(300).nullish(), content: text(20_000) }))
  .describe('Descriptions keyed by two-letter language code');

export const meetingRoomRecordSchema = z.object({
  name: text(200),
  areaSqm: z.number().positive().max(100_000).nullish(),
  capacities: z
    .record(
      z.string().regex(/^[A-Z_]{2,20}$/, 'must be a configuration code such as THEATRE'),
      z.int().min(0).max(100_000),
    )
    .describe('Capacity per room configuration code'),
});

export const addressSchema = z.object({
  line1: text(300),
  line2: text(300).nullish(),
  city: text(120),
  postalCode: text(20).nullish(),
  region: text(120).nullish().describe('State, province or region; defaults to the city'),
  subRegion: text(120).nullish().describe('County or metropolitan area; defaults to the city'),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code'),
  countryName: text(120).nullish(),
});

export const referenceRecordSchema = z.object({
  code: code.describe("The chain's property code; unique within the client"),
  validFrom: isoDateSchema.describe('First day this version of the reference data is true'),
  name: text(300),
  shortName: text(60).nullish(),
  type: propertyTypeSchema,
  parentCode: code.nullish().describe('Hotel a restaurant or spa sits in'),
  brand: namedCodeSchema.extend({ chain: namedCodeSchema }).nullish(),
  managementCompany: namedCodeSchema.nullish(),
  address: addressSchema,
  coordinates: coordinatesSchema.nullish(),
  phone: text(40).nullish(),
  fax: text(40).nullish(),
  email: z.email({ error: 'must be an email address' }).nullish(),
  website: url.nullish(),
  starRating: z.number().min(0).max(7).multipleOf(0.5).nullish(),
  category: text(120).nullish(),
  cuisine: z.array(text(60)).max(20).nullish(),
  reservationLink: url.nullish(),
  orderLink: url.nullish(),
  hours: openingHoursSchema.nullish(),
  descriptions: descriptionsSchema.nullish(),
  amenities: z.array(text(120)).max(300).nullish(),
  photoCount: z.int().min(0).max(10_000).nullish(),
  meetingRooms: z.array(meetingRoomRecordSchema).max(200).nullish(),
  languages: z.array(language).max(20).nullish(),
  statusNotice: propertyStatusNoticeSchema.nullish(),
  open: z.boolean().default(true),
});
export type ReferenceRecord = z.infer<typeof referenceRecordSchema>;

export const snapshotRecordSchema = z.object({
  propertyCode: code,
  siteId: z.int().positive().describe('Channel id from the channel catalog, e.g. 104 for Google'),
  capturedAt: z
    .union([z.iso.datetime({ offset: true }), isoDateSchema])
    .describe('When the listing was read'),
  projectType: projectTypeSchema.default('AUTOMATED'),
  listingUrl: url.nullish(),
  externalId: externalIdSchema
    .nullish()
    .describe("The listing's id on the channel (place id, OTA hotel id, GDS property code)"),
  listingType: z
    .string()
    .regex(/^[A-Z_]{2,20}$/, 'must be a tier code such as DIAMOND')
    .nullish(),
  searchRank: z
    .object({
      pageNumber: z.int().min(1).nullish(),
      position: z.int().min(1).nullish(),
      level: z.int().min(0).nullish(),
    })
    .nullish(),
  shownClosed: z.boolean().nullish(),
  name: text(300).nullish(),
  brand: text(120).nullish().describe('Brand name or code as the channel shows it'),
  address: z.union([text(500), addressSchema]).nullish(),
  phone: text(40).nullish(),
  fax: text(40).nullish(),
  email: text(200).nullish(),
  website: text(2000).nullish(),
  starRating: z.union([z.number().min(0).max(7), text(20)]).nullish(),
  category: text(120).nullish(),
  cuisine: z.array(text(60)).max(20).nullish(),
  reservationLink: text(2000).nullish(),
  orderLink: text(2000).nullish(),
  hours: z.union([openingHoursSchema, text(500)]).nullish(),
  coordinates: coordinatesSchema.nullish(),
  descriptions: descriptionsSchema.nullish(),
  amenities: z.array(text(120)).max(300).nullish(),
  photos: z
    .array(z.object({ url: text(2000), tags: z.array(text(40)).max(20).default([]) }))
    .max(2_000)
    .nullish(),
  meetingRooms: z.array(meetingRoomRecordSchema).max(200).nullish(),
  gdsRates: z.object({ returned: z.boolean(), rateCount: z.int().min(0).nullish() }).nullish(),
});
export type SnapshotRecord = z.infer<typeof snapshotRecordSchema>;

/**
 * Listings a channel shows, whether or not they are a property's (issue 8, duplicate listings):
 * one record per listing sighting. A snapshot is also a sighting of its listing.
 */
export const seenListingRecordSchema = z.object({
  siteId: z.int().positive().describe('Channel id from the channel catalog'),
  listingUrl: url.describe('The listing; one listing per URL and channel'),
  seenAt: z
    .union([z.iso.datetime({ offset: true }), isoDateSchema])
    .describe('When the listing was seen'),
  propertyCode: code.nullish().describe('The property the listing is known to be, if any'),
  name: text(300).nullish(),
  address: z.union([text(500), addressSchema]).nullish(),
  phone: text(40).nullish(),
  coordinates: coordinatesSchema.nullish(),
});
export type SeenListingRecord = z.infer<typeof seenListingRecordSchema>;

/**
 * Where each property is listed on a channel, set in bulk: its URL, its id on the channel, or
 * both, with when it was seen there (docs/import-formats.md, "Listing identities").
 */
export const listingIdentityRecordSchema = z
  .object({
    propertyCode: code.describe('A property already imported as reference data'),
    siteId: z.int().positive().describe('Channel id from the channel catalog'),
    listingUrl: url.max(2000, 'must be at most 2000 characters').nullish(),
    externalId: externalIdSchema
      .nullish()
      .describe("The listing's id on the channel (place id, OTA hotel id, GDS property code)"),
    seenAt: z
      .union([z.iso.datetime({ offset: true }), isoDateSchema])
      .nullish()
      .describe('When the listing was last seen there'),
  })
  .refine((record) => record.listingUrl != null || record.externalId != null, {
    message: 'give the listing URL, its external id, or both',
    path: ['listingUrl'],
  });
export type ListingIdentityRecord = z.infer<typeof listingIdentityRecordSchema>;

export const IMPORT_KINDS = [
  'REFERENCE',
  'SNAPSHOTS',
  'SEEN_LISTINGS',
  'LISTING_IDENTITIES',
] as const;
export const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKindSchema>;

/** The answer of an import: what was written, or nothing and the first bad rows. */
export const importResultSchema = z
  .object({
    kind: importKindSchema,
    fileName: z.string(),
    rows: z.int().min(0),
    unchanged: z
      .boolean()
      .describe('True when the file had been imported already: nothing changed'),
    created: z.record(z.string(), z.int().min(0)).describe('Counts of what was created, by entity'),
  })
  .describe('What the import wrote');
export type ImportResult = z.infer<typeof importResultSchema>;

export const importErrorSchema = z.object({
  line: z.int().min(1),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;
