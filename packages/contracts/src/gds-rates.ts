import { z } from 'zod';
import { isoDateTimeSchema, statusSchema } from './common.ts';

export const gdsRateSchema = z.object({
  rateCode: z.string(),
  roomType: z.string().nullable(),
  returned: z.boolean().describe('The GDS answered with a rate for this code'),
  amount: z.number().nonnegative().nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .nullable(),
});
export type GdsRate = z.infer<typeof gdsRateSchema>;

export const gdsRatesWidgetSchema = z
  .object({
    status: statusSchema.extract(['RATES RETURNED', 'RATES NOT RETURNED']),
    checkedAt: isoDateTimeSchema.nullable().describe('When the GDS was asked'),
    rates: z.array(gdsRateSchema),
  })
  .describe('GDS rate answers (hotel-chain views)');
export type GdsRatesWidget = z.infer<typeof gdsRatesWidgetSchema>;
