import {
  CHANGE_REQUEST_LAYOUT_IDS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestStatus,
} from '@lens/domain';
import { z } from 'zod';
import { pageQueryWith } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import {
  characteristicTypeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  queryIdSchema,
  siteGroupIdSchema,
  statusSchema,
} from './common.ts';

/**
 * Change requests: from an audit's flagged (and other ticked) results, the corrected values of the
 * reference to send to one channel, tracked OPEN -> SENT -> CONFIRMED.
 */

export const changeRequestStatusSchema = z.enum(CHANGE_REQUEST_STATUSES, {
  error: `must be one of ${CHANGE_REQUEST_STATUSES.join(', ')}`,
});

export const MAX_CHANGE_REQUEST_LINES = 40;

export const changeRequestParamsSchema = z.object({
  requestId: queryIdSchema.describe('Change request id'),
});

export const changeRequestCandidatesQuerySchema = closedObject({
  audit: queryIdSchema.describe('The audit whose results a change request is made from'),
});

export const correctedValueSchema = z.object({
  language: z.string().describe("Language code, '' when the characteristic has none"),
  value: z.string().describe('The reference value valid today, as text to paste'),
});

export const changeRequestCandidateSchema = z.object({
  characteristic: characteristicTypeSchema,
  label: z.string(),
  status: statusSchema,
  flagged: z.boolean().describe('Flagged for modification on the channel audit page'),
  flaggedItems: z.array(z.string()).describe('The flagged values within the characteristic'),
  channelValue: z.string().nullable(),
  corrected: z.array(correctedValueSchema),
});
export type ChangeRequestCandidate = z.infer<typeof changeRequestCandidateSchema>;

export const changeRequestCandidatesSchema = z
  .object({
    auditId: idSchema,
    auditDate: isoDateSchema,
    property: z.object({ id: idSchema, name: z.string(), code: z.string().nullable() }),
    site: z.object({ id: idSchema, name: z.string() }),
    layout: z.enum(CHANGE_REQUEST_LAYOUT_IDS),
    layoutName: z.string(),
    items: z
      .array(changeRequestCandidateSchema)
      .describe('Flagged results first, then the other results that are not accurate'),
    openRequestIds: z
      .array(idSchema)
      .describe('Requests for this property and channel not confirmed yet'),
  })
  .describe('What a change request can be made of from one audit');
export type ChangeRequestCandidates = z.infer<typeof changeRequestCandidatesSchema>;

export const createChangeRequestBodySchema = closedObject({
  auditId: z.int({ error: 'must be an audit id' }).positive('must be an audit id'),
  characteristics: z
    .array(characteristicTypeSchema, { error: 'must be a list of characteristics' })
    .min(1, 'Choose at least one characteristic.')
    .max(MAX_CHANGE_REQUEST_LINES, `Choose at most ${MAX_CHANGE_REQUEST_LINES} characteristics.`),
}).describe('Make a change request for the audit channel from these characteristics');
export type CreateChangeRequestBody = z.input<typeof createChangeRequestBodySchema>;

export const changeRequestLineSchema = z.object({
  characteristic: characteristicTypeSchema,
  label: z.string(),
  language: z.string(),
  currentValue: z.string().nullable().describe('What the channel showed in the audit'),
  correctedValue: z.string().describe('The reference value valid when the request was made'),
});
export type ChangeRequestLine = z.infer<typeof changeRequestLineSchema>;

const personSchema = z.object({ id: idSchema, name: z.string() });

export const changeRequestSummarySchema = z.object({
  id: idSchema,
  reference: z.string().describe('CR-<id>, as it appears on the CSV and the printed page'),
  status: changeRequestStatusSchema,
  property: z.object({ id: idSchema, name: z.string(), code: z.string().nullable() }),
  site: z.object({ id: idSchema, name: z.string(), siteGroupId: siteGroupIdSchema }),
  auditId: idSchema,
  auditDate: isoDateSchema,
  lineCount: z.int().min(0),
  createdAt: isoDateTimeSchema,
  createdBy: personSchema.nullable(),
  sentOn: isoDateSchema.nullable(),
  confirmedAt: isoDateTimeSchema.nullable(),
  confirmedBy: personSchema
    .nullable()
    .describe('Null with a confirmation date: confirmed automatically by a later audit'),
  confirmedAuditId: idSchema.nullable(),
});
export type ChangeRequestSummary = z.infer<typeof changeRequestSummarySchema>;

export const changeRequestSchema = changeRequestSummarySchema
  .extend({
    layout: z.enum(CHANGE_REQUEST_LAYOUT_IDS),
    layoutName: z.string(),
    listingUrl: z.string().nullable(),
    lines: z.array(changeRequestLineSchema),
  })
  .describe('A change request with its lines');
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestListQuerySchema = pageQueryWith({
  status: changeRequestStatusSchema.optional(),
  siteId: queryIdSchema.optional().describe('Only this channel'),
  propertyId: queryIdSchema.optional().describe('Only this property'),
}).describe('Change requests newest first; search looks in property names and codes');
export type ChangeRequestListQuery = z.input<typeof changeRequestListQuerySchema>;
export type ChangeRequestListFilter = z.output<typeof changeRequestListQuerySchema>;

const optionSchema = z.object({ id: idSchema, name: z.string() });

export const changeRequestListSchema = z
  .object({
    items: z.array(changeRequestSummarySchema),
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    counts: z.record(changeRequestStatusSchema, z.int().min(0)).describe('Requests per status'),
    channels: z.array(optionSchema).describe('Channels that have requests, for the filter'),
    properties: z.array(optionSchema).describe('Properties that have requests, for the filter'),
  })
  .describe('One page of change requests the user may see');
export type ChangeRequestList = z.infer<typeof changeRequestListSchema>;

export const markChangeRequestSentBodySchema = closedObject({
  sentOn: isoDateSchema.describe('The day the request went to the channel'),
}).describe('Record that the request was sent');
export type MarkChangeRequestSentBody = z.input<typeof markChangeRequestSentBodySchema>;

export const changeRequestFileSchema = z
  .file()
  .describe('The request as CSV in its channel layout; Content-Disposition carries its name');

export const CHANGE_REQUEST_STATUS_LABELS: Readonly<Record<ChangeRequestStatus, string>> = {
  OPEN: 'Open',
  SENT: 'Sent',
  CONFIRMED: 'Confirmed',
};
