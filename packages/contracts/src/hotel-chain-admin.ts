import { channelCategory } from '@lens/domain';
import { z } from 'zod';
import { pageOf, pageQueryWith } from './admin-common.ts';
import { auditLimitsPatchSchema, auditLimitsSchema } from './audit-limits.ts';
import { closedObject } from './closed-object.ts';
import {
  characteristicTypeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  queryBooleanSchema,
  queryIdSchema,
  scoreSchema,
  siteGroupIdSchema,
  statusSchema,
} from './common.ts';

/**
 * Payloads of the hotel-chain admin (`/hilton_admin`): the review queue of AWAITING REVIEW results,
 * the manager activity log and the audit limits per channel type. Everything is scoped to the
 * signed-in administrator's client.
 */

export const channelTypeParamsSchema = z.object({
  channelTypeId: z.coerce
    .number({ error: 'must be a channel type id' })
    .int('must be a channel type id')
    .refine((id) => channelCategory(id) !== undefined, 'is not a channel type (1-24)')
    .describe('Channel type: the channel category id, 1-24'),
});

const namedSchema = z.object({ id: idSchema, name: z.string() });

export const hotelChainAdminChannelTypeSchema = z.object({
  channelTypeId: siteGroupIdSchema,
  name: z.string(),
  color: z.string().describe('The category colour, #rrggbb'),
  sites: z.array(namedSchema).describe('The channels of this type'),
  awaitingAudits: z.int().min(0).describe('Audits with at least one result awaiting review'),
  awaitingResults: z.int().min(0),
  customLimits: z.boolean().describe('The client stored thresholds of its own for this type'),
});
export type HotelChainAdminChannelType = z.infer<typeof hotelChainAdminChannelTypeSchema>;

export const hotelChainAdminChannelTypesResponseSchema = z
  .object({ channelTypes: z.array(hotelChainAdminChannelTypeSchema) })
  .describe('The channel types that have channels, with their review queue sizes');
export type HotelChainAdminChannelTypesResponse = z.infer<
  typeof hotelChainAdminChannelTypesResponseSchema
>;

export const reviewQueueQuerySchema = pageQueryWith({
  siteId: queryIdSchema.optional().describe('Only this channel'),
  startDate: isoDateSchema.optional().describe('Audits on or after this date'),
  endDate: isoDateSchema.optional().describe('Audits on or before this date'),
  currentOnly: queryBooleanSchema
    .optional()
    .describe("Only the latest audit of each property and channel: the ones today's scores use"),
}).describe('Audits awaiting review, newest first; search looks in property names and codes');
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

export const awaitingResultSchema = z.object({
  characteristic: characteristicTypeSchema,
  label: z.string().describe('The characteristic as the dashboard names it'),
  sourceValue: z.string().nullable(),
  channelValue: z.string().nullable(),
  rule: z.string().describe("The engine's rule that asked for a review"),
  similarity: z.number().nullable().describe('0..1 similarity the engine measured'),
  threshold: z.union([z.number(), z.string()]).nullable(),
  acceptStatus: statusSchema.describe('The status accepting gives'),
  rejectStatus: statusSchema.describe('The status rejecting gives'),
});
export type AwaitingResult = z.infer<typeof awaitingResultSchema>;

export const reviewAuditSchema = z.object({
  auditId: idSchema,
  propertyId: idSchema,
  propertyName: z.string(),
  propertyCode: z.string().nullable(),
  siteId: idSchema,
  siteName: z.string(),
  auditDate: isoDateSchema,
  accuracy: scoreSchema,
  knockout: z.boolean(),
  current: z
    .boolean()
    .describe('The latest audit of its property and channel: reviewing it moves current scores'),
  results: z.array(awaitingResultSchema),
});
export type ReviewAudit = z.infer<typeof reviewAuditSchema>;

export const reviewQueueResponseSchema = pageOf(
  reviewAuditSchema,
  'One page of audits awaiting review',
);
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const REVIEW_DECISIONS = ['ACCEPT', 'REJECT'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const MAX_REVIEW_ITEMS = 500;

export const reviewBodySchema = closedObject({
  decision: z.enum(REVIEW_DECISIONS, { error: 'must be ACCEPT or REJECT' }),
  items: z
    .array(
      closedObject({
        auditId: z.int({ error: 'must be an audit id' }).positive('must be an audit id'),
        characteristic: characteristicTypeSchema,
      }),
      { error: 'must be a list of results' },
    )
    .min(1, 'Choose at least one result.')
    .max(MAX_REVIEW_ITEMS, `Review at most ${MAX_REVIEW_ITEMS} results at once.`),
}).describe('Accept or reject results awaiting review; all of them are decided, or none');
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewedAuditSchema = z.object({
  auditId: idSchema,
  propertyId: idSchema,
  accuracy: scoreSchema,
  knockout: z.boolean(),
});

export const reviewResponseSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reviewed: z.int().min(0).describe('Results moved to their final status'),
    audits: z.array(reviewedAuditSchema).describe('The re-scored audits'),
  })
  .describe('What the review changed');
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const ACTIVITY_ACTIONS = [
  'FLAG_FOR_MODIFICATION',
  'NOTE',
  'COMMENT',
  'RESOLVED_ISSUE',
  'ACCEPT_REVIEW',
  'REJECT_REVIEW',
  'CHANGE_AUDIT_LIMITS',
  'CHANGE_REQUEST',
  'WRONG_MATCH',
  'RESTORE_WRONG_MATCH',
  'CONFIRM_WRONG_MATCH',
  'REPOINT_LISTING',
  'DISMISS_DUPLICATE',
  'ACCEPT_VARIANT',
  'UNACCEPT_VARIANT',
  'IGNORE_RESULT',
  'UNIGNORE_RESULT',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityQuerySchema = pageQueryWith({
  userId: queryIdSchema.optional().describe('Only what this user did'),
  action: z
    .enum(ACTIVITY_ACTIONS, { error: `must be one of ${ACTIVITY_ACTIONS.join(', ')}` })
    .optional(),
  propertyId: queryIdSchema.optional().describe('Only what concerns this property'),
  startDate: isoDateSchema.optional().describe('On or after this day (UTC)'),
  endDate: isoDateSchema.optional().describe('On or before this day (UTC)'),
}).describe('Manager activity, newest first; search looks in user and property names');
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string().describe('Unique across the sources, e.g. log-12 or note-5'),
  occurredAt: isoDateTimeSchema,
  action: z.enum(ACTIVITY_ACTIONS),
  user: z.object({ id: idSchema, name: z.string(), email: z.string() }).nullable(),
  property: z.object({ id: idSchema, name: z.string(), code: z.string().nullable() }).nullable(),
  site: namedSchema.nullable(),
  auditId: idSchema.nullable(),
  characteristics: z.array(characteristicTypeSchema),
  description: z.string().describe('What was done, in a sentence'),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = pageOf(activityEntrySchema, 'One page of manager activity');
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const activityOptionsResponseSchema = z
  .object({
    users: z.array(z.object({ id: idSchema, name: z.string(), email: z.string() })),
    properties: z.array(z.object({ id: idSchema, name: z.string(), code: z.string().nullable() })),
  })
  .describe("The client's users and properties, to filter the activity by");
export type ActivityOptionsResponse = z.infer<typeof activityOptionsResponseSchema>;

export const RE_AUDIT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'SUPERSEDED'] as const;
export type ReAuditStatus = (typeof RE_AUDIT_STATUSES)[number];

export const reAuditRunSchema = z
  .object({
    id: idSchema,
    channelTypeId: siteGroupIdSchema,
    status: z
      .enum(RE_AUDIT_STATUSES)
      .describe('SUPERSEDED: a later save started a new run, which re-audits everything'),
    total: z.int().min(0).describe('Audits to re-audit'),
    done: z.int().min(0),
    changed: z.int().min(0).describe('Audits whose accuracy or knockout changed'),
    startedBy: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
    error: z.string().nullable(),
  })
  .describe('A background re-audit of stored snapshots after a limits change');
export type ReAuditRun = z.infer<typeof reAuditRunSchema>;

export const reAuditParamsSchema = z.object({ runId: queryIdSchema.describe('Re-audit run id') });

export const auditLimitsViewSchema = z
  .object({
    channelTypeId: siteGroupIdSchema,
    name: z.string(),
    limits: auditLimitsSchema.describe('What the engine uses for this channel type'),
    inherited: auditLimitsSchema.describe('What it would use without values of its own'),
    custom: auditLimitsPatchSchema.describe("This channel type's own values"),
    updatedAt: isoDateTimeSchema.nullable(),
    updatedBy: z.string().nullable(),
    affectedAudits: z.int().min(0).describe('Audits a change re-audits'),
    reAudit: reAuditRunSchema.nullable().describe('The latest re-audit of this channel type'),
    editable: z
      .boolean()
      .describe('Whether the signed-in user may change them: administrators only'),
  })
  .describe('The audit limits of one channel type');
export type AuditLimitsView = z.infer<typeof auditLimitsViewSchema>;

export const saveAuditLimitsBodySchema = closedObject({
  limits: auditLimitsSchema,
}).describe('Every threshold of the channel type; values equal to the inherited ones are not kept');
export type SaveAuditLimitsBody = z.input<typeof saveAuditLimitsBodySchema>;
