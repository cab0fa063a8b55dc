import { z } from 'zod';
import { closedObject } from './closed-object.ts';
import { characteristicTypeSchema, scoreSchema, statusSchema } from './common.ts';

const additionalDataShape = {
  type: z.string().nullable().optional().describe('Kind of extra data, e.g. the star rating scale'),
  value: z.string().nullable().optional().describe('Value used to relabel, e.g. the brand name'),
  code: z.string().nullable().optional().describe('Code shown in parentheses, e.g. the brand code'),
};

/** Extra data the dashboard relabels Star rating and Brand values from. */
export const additionalDataSchema = z.object(additionalDataShape).describe('Additional data');
export type AdditionalData = z.infer<typeof additionalDataSchema>;

/** The same fields in a request body, where unknown keys are a mistake. */
export const additionalDataInputSchema = closedObject(additionalDataShape);

/** Why the engine decided a status, so every score can be explained. */
export const evidenceSchema = z
  .object({
    rule: z.string().describe('Rule that decided, e.g. EXACT_MATCH, SIMILARITY, DISTANCE'),
    threshold: z.number().nullable().describe('Threshold the rule compared with, if any'),
    sourceNormalized: z.string().nullable().describe('Reference value after normalisation'),
    channelNormalized: z.string().nullable().describe('Channel value after normalisation'),
    similarity: z.number().min(0).max(1).optional().describe('Text similarity 0-1'),
    distanceMiles: z.number().nonnegative().optional().describe('Distance between coordinates'),
    decidedBy: z
      .array(z.string())
      .describe(
        'What decided, one short line each: the word, parameter, number or day that differs, or why a value could not be read; empty when the values are simply equal',
      ),
  })
  .describe('What the audit engine kept about its decision');
export type Evidence = z.infer<typeof evidenceSchema>;

export const auditCharacteristicSchema = z
  .object({
    characteristicType: characteristicTypeSchema,
    name: z.string().describe('Label shown for the characteristic'),
    status: statusSchema,
    accuracy: scoreSchema.describe('0-100; null (REVIEW-like or ignored) is left out and hidden'),
    sourceValue: z.string().nullable().describe('Value in the reference source'),
    channelValue: z.string().nullable().describe('Value shown on the channel'),
    additionalData: additionalDataSchema.nullable(),
    priority: z.int().describe('Display order; lower first'),
    ignored: z.boolean().describe('Left out of the scores'),
    evidence: evidenceSchema.nullable().describe('Null for manual audits'),
  })
  .describe('One audited characteristic');
export type AuditCharacteristic = z.infer<typeof auditCharacteristicSchema>;

export const generalWidgetSchema = z.object({
  auditDetailsCharacteristicDtos: z.array(auditCharacteristicSchema),
});
export type GeneralWidget = z.infer<typeof generalWidgetSchema>;

/** Notes attached to an audit's characteristics, as comments or as resolved issues. */
export const characteristicNotesSchema = z.object({
  characteristicType: characteristicTypeSchema,
  name: z.string(),
  notes: z.array(z.string()),
});
export type CharacteristicNotes = z.infer<typeof characteristicNotesSchema>;
