import { LISTING_SOURCES } from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  queryIdSchema,
  scoreSchema,
} from './common.ts';
import { viewParam } from './duplicate-listings.ts';

/**
 * Listing identity (issue 8): a snapshot that is not the property's listing ("wrong match"), the
 * listing URL a property is expected at on a channel (re-pointing), and other listings a channel
 * shows that look like the property (duplicates).
 */

const comment = z
  .string({ error: 'must be text' })
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .optional();

export const WRONG_MATCH_STATUSES = ['PENDING', 'CONFIRMED'] as const;
export type WrongMatchStatus = (typeof WRONG_MATCH_STATUSES)[number];
/** Marked by someone; left out because the listing was re-pointed; a later capture of a wrong URL. */
export const WRONG_MATCH_CAUSES = ['MARKED', 'REPOINTED', 'SAME_LISTING'] as const;

export const viewQuerySchema = closedObject({ view: viewParam });
export type ViewQuery = z.output<typeof viewQuerySchema>;

export const wrongMatchBodySchema = closedObject({
  auditId: z.int({ error: 'must be an audit id' }).positive('must be an audit id'),
  comment,
}).describe("Marks the audit's snapshot as not this property's listing");
export type WrongMatchBody = z.input<typeof wrongMatchBodySchema>;

export const wrongMatchParamsSchema = closedObject({
  auditId: queryIdSchema.describe('The wrong-matched audit'),
});

const userRefSchema = z.object({ id: idSchema, name: z.string() }).nullable();

export const wrongMatchSchema = z
  .object({
    auditId: idSchema,
    property: z.object({ id: idSchema, name: z.string(), code: z.string() }),
    site: z.object({ id: idSchema, name: z.string() }),
    auditDate: isoDateSchema,
    accuracy: scoreSchema,
    listingUrl: z.string().nullable(),
    comment: z.string().nullable(),
    status: z.enum(WRONG_MATCH_STATUSES),
    cause: z.enum(WRONG_MATCH_CAUSES),
    markedBy: userRefSchema,
    markedAt: isoDateTimeSchema,
    reviewedBy: userRefSchema,
    reviewedAt: isoDateTimeSchema.nullable(),
  })
  .describe("A snapshot left out of scoring because it is not the property's listing");
export type WrongMatch = z.infer<typeof wrongMatchSchema>;

export const wrongMatchListSchema = z
  .object({ items: z.array(wrongMatchSchema) })
  .describe('Snapshots left out of scoring, newest first (at most 500)');
export type WrongMatchList = z.infer<typeof wrongMatchListSchema>;

export const listingQuerySchema = closedObject({
  view: viewParam,
  property: queryIdSchema,
  site: queryIdSchema,
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

const LISTING_URL_ERROR =
  'Enter an http or https URL with a host name, e.g. https://www.example.com/hotel.';

/**
 * http(s) with a host name: what a connector can fetch. Messages are written for the form field
 * they land under: the web checks the URL with this schema before sending.
 */
const listingUrlSchema = z
  .string({ error: LISTING_URL_ERROR })
  .trim()
  .max(2000, 'Use at most 2000 characters.')
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      error: LISTING_URL_ERROR,
    }),
  );

const EXTERNAL_ID_ERROR = 'Enter the id the channel gives the listing, on one line.';

export const repointBodySchema = closedObject({
  property: idSchema,
  site: idSchema,
  listingUrl: listingUrlSchema
    .nullish()
    .describe('The listing page; null clears it, left out keeps it'),
  externalId: z
    .string({ error: EXTERNAL_ID_ERROR })
    .trim()
    .max(300, 'Use at most 300 characters.')
    .regex(/^[^\p{Cc}]*$/u, EXTERNAL_ID_ERROR)
    .transform((id) => id || null)
    .nullish()
    .describe(
      "The listing's id on the channel (place id, OTA hotel id, GDS property code); null or empty clears it, left out keeps it",
    ),
  comment,
})
  .refine((body) => body.listingUrl != null || body.externalId != null, {
    message: 'Enter the listing URL, its id on the channel, or both.',
    path: ['listingUrl'],
  })
  .describe(
    "Sets the URL and the id of the property's listing on the channel; a latest capture from another URL becomes a wrong match",
  );
export type RepointBody = z.input<typeof repointBodySchema>;
/** As the server reads it: an empty id is null (clear), a field left out is undefined (keep). */
export type RepointRequest = z.output<typeof repointBodySchema>;

export const listingIdentitySchema = z
  .object({
    propertyId: idSchema,
    siteId: idSchema,
    /** The expected listing, when one was set. */
    listing: z
      .object({
        url: z.string().nullable(),
        externalId: z
          .string()
          .nullable()
          .describe("The listing's id on the channel (place id, OTA hotel id, GDS property code)"),
        source: z
          .enum(LISTING_SOURCES)
          .describe(
            'Where it was last set from: an identity import, a snapshot, a person on the channel page, the API, or a re-point',
          ),
        lastSeenAt: isoDateTimeSchema
          .nullable()
          .describe('When a capture or an import last saw the listing there'),
        updatedAt: isoDateTimeSchema,
        updatedBy: userRefSchema,
      })
      .nullable(),
    /** The latest capture of the pair, whatever its state. */
    latest: z
      .object({
        auditId: idSchema,
        auditDate: isoDateSchema,
        listingUrl: z.string().nullable(),
        wrongMatch: wrongMatchSchema.nullable(),
      })
      .nullable(),
    /** The expected URL when no capture from it has landed since it was set. */
    awaitingCaptureFrom: z.string().nullable(),
  })
  .describe("The property's listing on a channel: expected URL, latest capture, wrong match");
export type ListingIdentity = z.infer<typeof listingIdentitySchema>;

export const dismissDuplicateBodySchema = closedObject({
  property: idSchema,
  listingId: idSchema,
}).describe('"Not a duplicate": hides the listing from the property\'s duplicates');
export type DismissDuplicateBody = z.input<typeof dismissDuplicateBodySchema>;
