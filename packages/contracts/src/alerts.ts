import { ALERT_KINDS, MAX_MUTE_DAYS, MAX_SCORE_DROP_STEP, MIN_SCORE_DROP_STEP } from '@lens/domain';
import { z } from 'zod';
import { pageOf, pageQueryWith } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import {
  characteristicTypeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  isoMonthSchema,
  queryIdSchema,
  statusSchema,
} from './common.ts';

export const alertKindSchema = z.enum(ALERT_KINDS);

export const ALERT_STATES = ['OPEN', 'ACKNOWLEDGED', 'MUTED', 'ALL'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

const auditSideSchema = z.object({
  auditId: idSchema,
  auditDate: isoDateSchema,
  status: statusSchema,
  channelValue: z.string().nullable(),
});

export const brokeEvidenceSchema = z
  .object({
    kind: z.literal('CHARACTERISTIC_BROKE'),
    previous: auditSideSchema.describe('The audit where the characteristic was ACCURATE'),
    current: auditSideSchema.describe('The audit where it is wrong again'),
    sourceValue: z.string().nullable().describe('What the reference says'),
  })
  .describe('A characteristic that was ACCURATE in the previous audit of the pair and is not now');

export const scoreDropEvidenceSchema = z
  .object({
    kind: z.literal('SCORE_DROP'),
    previousMonth: isoMonthSchema,
    currentMonth: isoMonthSchema,
    previousScore: z.number(),
    currentScore: z.number(),
    step: z.int().describe('The client step in force when the drop was found'),
  })
  .describe("A property's score fell by the step or more from one month to the next");

export const alertEvidenceSchema = z.discriminatedUnion('kind', [
  brokeEvidenceSchema,
  scoreDropEvidenceSchema,
]);
export type AlertEvidence = z.infer<typeof alertEvidenceSchema>;

export const alertMuteSchema = z.object({
  id: idSchema,
  until: isoDateTimeSchema.nullable().describe('Null: muted until someone unmutes'),
});

export const alertSchema = z
  .object({
    id: idSchema,
    kind: alertKindSchema,
    propertyId: idSchema,
    propertyName: z.string(),
    siteId: idSchema.nullable().describe('Null for a score drop: it spans the channels'),
    siteName: z.string().nullable(),
    characteristic: characteristicTypeSchema.nullable(),
    createdAt: isoDateTimeSchema,
    acknowledged: z.object({ at: isoDateTimeSchema, by: z.string() }).nullable(),
    mute: alertMuteSchema.nullable().describe('The mute in force over this alert, if any'),
    evidence: alertEvidenceSchema,
  })
  .describe('One regression alert with its evidence');
export type Alert = z.infer<typeof alertSchema>;

const namedSchema = z.object({ id: idSchema, name: z.string() });

export const alertListQuerySchema = pageQueryWith({
  state: z
    .enum(ALERT_STATES, { error: 'Choose OPEN, ACKNOWLEDGED, MUTED or ALL.' })
    .default('OPEN'),
  kind: alertKindSchema.optional(),
  propertyId: queryIdSchema.optional(),
  siteId: queryIdSchema.optional(),
});
export type AlertListQuery = z.input<typeof alertListQuerySchema>;

export const alertListResponseSchema = pageOf(alertSchema, 'Alerts of what the user follows')
  .extend({
    properties: z.array(namedSchema).describe('Properties with alerts, for the property filter'),
    sites: z.array(namedSchema).describe('Channels with alerts, for the channel filter'),
  })
  .describe('One page of the alerts of what the user follows, and the filter choices');
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

export const alertSummarySchema = z
  .object({
    unread: z.int().min(0).describe('Open alerts of followed properties raised since last seen'),
    open: z.int().min(0),
  })
  .describe('Counts of the open alerts the user follows');
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertParamsSchema = closedObject({ alertId: queryIdSchema });
export const muteParamsSchema = closedObject({ muteId: queryIdSchema });

export const muteAlertBodySchema = closedObject({
  days: z
    .int({ error: 'must be a whole number of days' })
    .min(1, 'must be at least 1')
    .max(MAX_MUTE_DAYS, `must be at most ${MAX_MUTE_DAYS}`)
    .nullable()
    .describe('Null mutes until someone unmutes'),
});

export const FOLLOW_KINDS = ['property', 'view'] as const;
export const followParamsSchema = closedObject({
  kind: z.enum(FOLLOW_KINDS, { error: 'Choose property or view.' }),
  id: queryIdSchema,
});

export const alertFollowsSchema = z
  .object({
    views: z.array(namedSchema.extend({ following: z.boolean() })),
    properties: z.array(namedSchema).describe('Properties followed one by one'),
  })
  .describe('What the user follows: the views they may open, and single properties');
export type AlertFollows = z.infer<typeof alertFollowsSchema>;

export const alertSettingsSchema = z
  .object({
    scoreDropStep: z.int(),
    canEdit: z.boolean().describe('Only administrators change the client step'),
  })
  .describe("The client's alert rules");
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

const STEP_RANGE = `Use a step from ${MIN_SCORE_DROP_STEP} to ${MAX_SCORE_DROP_STEP} points.`;

export const saveAlertSettingsBodySchema = closedObject({
  // Written for the form field they land under: the web checks the step with this schema too.
  scoreDropStep: z
    .int({ error: 'Enter a whole number of points.' })
    .min(MIN_SCORE_DROP_STEP, STEP_RANGE)
    .max(MAX_SCORE_DROP_STEP, STEP_RANGE),
});

/** JSON body of the alerts topic: new alerts for what the user follows. */
export const alertsMessageSchema = z
  .object({
    count: z.int().min(1),
    first: z.object({
      kind: alertKindSchema,
      propertyName: z.string(),
      characteristic: characteristicTypeSchema.nullable(),
    }),
  })
  .describe('JSON body of /user/topic/alerts: new alerts were raised for followed properties');
export type AlertsMessage = z.infer<typeof alertsMessageSchema>;
