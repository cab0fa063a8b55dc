import { z } from 'zod';
import { chosenId, pageOf, pageQueryWith } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema, queryIdSchema } from './common.ts';
import { snapshotRecordSchema } from './import-records.ts';

/**
 * Connectors read what a channel shows for a property straight from the channel (a page's
 * schema.org JSON-LD, or a places-details style JSON API) and land it as a channel snapshot,
 * audited like an imported one. They are configured per channel in the admin area.
 */

export const CONNECTOR_KINDS = ['NONE', 'SCHEMA_ORG', 'PLACES_DETAILS'] as const;
export const connectorKindSchema = z.enum(CONNECTOR_KINDS);
export type ConnectorKind = z.infer<typeof connectorKindSchema>;

export const CONNECTOR_FREQUENCIES = ['OFF', 'DAILY', 'WEEKLY'] as const;
export const connectorFrequencySchema = z.enum(CONNECTOR_FREQUENCIES);
export type ConnectorFrequency = z.infer<typeof connectorFrequencySchema>;

/** NO_LISTINGS: the run found nothing to read (no listing URL or id set), which is not a success. */
export const CONNECTOR_RUN_STATUSES = [
  'QUEUED',
  'RUNNING',
  'SUCCEEDED',
  'FAILED',
  'NO_LISTINGS',
] as const;
export const connectorRunStatusSchema = z.enum(CONNECTOR_RUN_STATUSES);
export type ConnectorRunStatus = z.infer<typeof connectorRunStatusSchema>;

const requestsPerMinuteSchema = z
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(6000, 'must be at most 6,000')
  .nullable()
  .describe(
    "Listings a run reads a minute at most, to stay within the channel's rate limit; null: 120",
  );

const httpUrl = z.url({ error: 'must be a full http(s) URL', protocol: /^https?$/ }).max(2000);

export const connectorScheduleSchema = z
  .object({
    frequency: connectorFrequencySchema,
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM')
      .describe('Time of day (UTC) the run starts'),
    weekday: z
      .int()
      .min(0)
      .max(6)
      .nullable()
      .describe('0 = Monday ... 6 = Sunday; needed for WEEKLY'),
  })
  .describe('When the connector runs by itself');
export type ConnectorSchedule = z.infer<typeof connectorScheduleSchema>;

export const connectorRunErrorSchema = z.object({
  propertyCode: z.string().nullable(),
  message: z.string(),
});
export type ConnectorRunError = z.infer<typeof connectorRunErrorSchema>;

export const connectorRunSchema = z
  .object({
    id: idSchema,
    siteId: idSchema,
    trigger: z.enum(['MANUAL', 'SCHEDULED']),
    status: connectorRunStatusSchema,
    queuedAt: isoDateTimeSchema,
    startedAt: isoDateTimeSchema.nullable(),
    finishedAt: isoDateTimeSchema.nullable(),
    propertyId: idSchema
      .nullable()
      .describe('The one property a "capture now" run reads; null: every listing of the channel'),
    fetched: z.int().min(0).describe('Listings read from the channel'),
    landed: z.int().min(0).describe('Snapshots stored and audited that show something new'),
    unchanged: z
      .int()
      .min(0)
      .describe(
        "Snapshots stored and audited that show what the listing's previous capture showed",
      ),
    failed: z.int().min(0).describe('Listings that could not be read or landed'),
    errors: z.array(connectorRunErrorSchema).describe('The first failures'),
    message: z.string().nullable().describe('Why the whole run failed, when it did'),
  })
  .describe('One run of a channel connector over its listings');
export type ConnectorRun = z.infer<typeof connectorRunSchema>;

export const channelConnectorSchema = z
  .object({
    siteId: idSchema,
    siteName: z.string(),
    kind: connectorKindSchema,
    baseUrl: z.string().nullable().describe('Places details API base URL'),
    apiKeySet: z.boolean().describe('Whether an API key is stored; the key is never returned'),
    schedule: connectorScheduleSchema,
    requestsPerMinute: requestsPerMinuteSchema,
    listings: z.int().min(0).describe("The channel's property listings a run reads"),
    lastRun: connectorRunSchema.nullable(),
  })
  .describe("A channel's connector settings and its latest run");
export type ChannelConnector = z.infer<typeof channelConnectorSchema>;

export const connectorListResponseSchema = z
  .object({ items: z.array(channelConnectorSchema) })
  .describe('Every channel with its connector');
export type ConnectorListResponse = z.infer<typeof connectorListResponseSchema>;

export const connectorSiteParamsSchema = z.object({
  siteId: queryIdSchema.describe('Channel id'),
});

export const saveConnectorBodySchema = closedObject({
  kind: connectorKindSchema,
  baseUrl: httpUrl.nullish().describe('Needed for PLACES_DETAILS'),
  apiKey: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(500)
    .nullish()
    .describe('Left out keeps the stored key; null removes it'),
  schedule: connectorScheduleSchema,
  requestsPerMinute: requestsPerMinuteSchema.optional(),
})
  .superRefine((body, ctx) => {
    if (body.kind === 'PLACES_DETAILS' && !body.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'is needed for places details' });
    }
    if (body.schedule.frequency === 'WEEKLY' && body.schedule.weekday === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'weekday'],
        message: 'is needed for a weekly run',
      });
    }
    if (body.kind === 'NONE' && body.schedule.frequency !== 'OFF') {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'frequency'],
        message: 'must be OFF without a connector',
      });
    }
  })
  .describe("A channel's connector settings");
export type SaveConnectorBody = z.input<typeof saveConnectorBodySchema>;

export const captureBodySchema = closedObject({
  propertyId: chosenId('a property'),
  siteId: chosenId('a channel'),
  url: httpUrl.describe('The listing page to read schema.org JSON-LD from'),
}).describe('Read one listing page now and land it as a snapshot');
export type CaptureBody = z.infer<typeof captureBodySchema>;

export const captureResultSchema = z
  .object({
    auditId: idSchema,
    propertyId: idSchema,
    siteId: idSchema,
    auditDate: isoDateSchema,
    accuracy: z.number().nullable(),
    entityType: z.string().describe('The schema.org type the page described'),
    snapshot: snapshotRecordSchema.describe('What was landed'),
  })
  .describe('The landed snapshot and its audit');
export type CaptureResult = z.infer<typeof captureResultSchema>;

export const RUN_LISTING_OUTCOMES = ['LANDED', 'UNCHANGED', 'FAILED'] as const;
export const runListingOutcomeSchema = z.enum(RUN_LISTING_OUTCOMES);
export type RunListingOutcome = z.infer<typeof runListingOutcomeSchema>;

export const connectorRunParamsSchema = z.object({ runId: queryIdSchema.describe('Run id') });

export const runListingsQuerySchema = pageQueryWith({
  outcome: runListingOutcomeSchema.optional().describe('Only the listings with this outcome'),
});

export const runListingSchema = z
  .object({
    propertyId: idSchema,
    propertyCode: z.string().nullable(),
    propertyName: z.string(),
    outcome: runListingOutcomeSchema,
    message: z.string().nullable().describe('Why the listing failed'),
  })
  .describe('What a run did with one listing');
export type RunListing = z.infer<typeof runListingSchema>;

export const runListingsResponseSchema = pageOf(
  runListingSchema,
  "A run's listings, in property order",
);
export type RunListingsResponse = z.infer<typeof runListingsResponseSchema>;

export const captureNowBodySchema = closedObject({
  propertyId: chosenId('a property'),
}).describe("Read one property's listing on the channel now, through the channel's connector");
export type CaptureNowBody = z.infer<typeof captureNowBodySchema>;
