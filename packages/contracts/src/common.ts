import {
  AUDIT_PROJECT_TYPES,
  calendarDateProblem,
  MAX_ID,
  channelCategory,
  CHARACTERISTIC_TYPES,
  CONTENT_MONITOR_MODES,
  PROPERTY_STATUS_NOTICES,
  PROPERTY_TYPES,
  STATUSES,
} from '@lens/domain';
import { z } from 'zod';

/** Database ids are PostgreSQL integers from 1, so 0 or 2^31 is always a client bug. */
export const idSchema = z.int().min(1).max(MAX_ID);

/** The filter codec's date rule, so a body date and a filter date can never disagree. */
export const isoDateSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = calendarDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .describe('Calendar date, YYYY-MM-DD');

export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date and time with offset');

/** A calendar month, as the average accuracy list keys its entries. */
export const isoMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM')
  .superRefine((value, ctx) => {
    // The month's first day follows the date rule, years included.
    const problem = calendarDateProblem(`${value}-01`);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .describe('Calendar month, YYYY-MM');

export const percentSchema = z.number().min(0).max(100);

/** Null is a figure with nothing to score, which the dashboard shows as N/A. */
export const scoreSchema = percentSchema
  .nullable()
  .describe('0-100, or null when nothing could be scored (shown as N/A)');

export const coordinatesSchema = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .describe('WGS 84 latitude and longitude in degrees');
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const statusSchema = z.enum(STATUSES);
export const characteristicTypeSchema = z.enum(CHARACTERISTIC_TYPES);
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const propertyStatusNoticeSchema = z.enum(PROPERTY_STATUS_NOTICES);
export const contentMonitorModeSchema = z.enum(CONTENT_MONITOR_MODES);
export const projectTypeSchema = z
  .enum(AUDIT_PROJECT_TYPES)
  .describe('How the audit was produced; AUTOMATED and AUTOMATED_NAPW are automated audits');

/** The answer of calls that reply 202 or 204 without a body. */
export const noContentSchema = z.undefined().describe('No body');

export const siteGroupIdSchema = z
  .int()
  .refine((id) => channelCategory(id) !== undefined, 'is not a channel category')
  .describe('Channel category ("site group") id, 1-24');

/** Integer query parameters arrive as strings. */
export const queryIdSchema = z.coerce
  .number({ error: 'must be an integer' })
  .int({ error: 'must be an integer' })
  .min(1, { error: 'must be a positive integer' })
  .max(MAX_ID, { error: `must be at most ${MAX_ID}` });

/** Only the two spellings a browser sends are accepted, unlike z.coerce.boolean() ('false' is truthy). */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');
