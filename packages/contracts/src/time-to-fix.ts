import { z } from 'zod';
import { idSchema, siteGroupIdSchema } from './common.ts';

// Apart from the change-request payloads because the overview's time-to-fix widget reads it: the
// first download carries this file, not the whole change-request contract (docs/performance.md,
// "First download").
export const timeToFixRowSchema = z.object({
  siteId: idSchema,
  name: z.string(),
  siteGroupId: siteGroupIdSchema,
  confirmed: z.int().min(0).describe('Requests confirmed in the date range'),
  medianDays: z.number().min(0).nullable(),
  p90Days: z.number().min(0).nullable(),
  open: z.int().min(0).describe('Requests not confirmed yet (open or sent)'),
});
export type TimeToFixRow = z.infer<typeof timeToFixRowSchema>;

export const timeToFixResponseSchema = z
  .object({
    channels: z.array(timeToFixRowSchema),
    overall: timeToFixRowSchema.omit({ siteId: true, name: true, siteGroupId: true }),
  })
  .describe(
    'Days from a request being sent (or made) to its confirmation, per channel, over the range',
  );
export type TimeToFixResponse = z.infer<typeof timeToFixResponseSchema>;
