import { z } from 'zod';
import { idSchema, isoDateSchema, projectTypeSchema } from './common.ts';
import { filterQuerySchema } from './filter-query.ts';

/** The filters select one property and one channel; the answer names their latest audit. */
export const lastAuditQuerySchema = filterQuerySchema.describe(
  'Filter selection narrowed to one property and one channel',
);
export type LastAuditQuery = z.output<typeof lastAuditQuerySchema>;

export const lastAuditResponseSchema = z
  .object({
    auditId: idSchema.nullable().describe('Latest audit in the date range, or null when none'),
    propertyId: idSchema,
    siteId: idSchema,
    auditDate: isoDateSchema.nullable(),
    projectType: projectTypeSchema.nullable(),
  })
  .describe('Latest audit of the selected property on the selected channel');
export type LastAuditResponse = z.infer<typeof lastAuditResponseSchema>;
