import { z } from 'zod';
import { characteristicTypeSchema, idSchema } from './common.ts';

export const noteOptionSchema = z.object({
  id: idSchema,
  type: z
    .string()
    .nullable()
    .optional()
    .describe('Option kind; IMPOSSIBLE_TO_ADD options are removed by the dashboard'),
  instruction: z.object({
    source: z.string().describe('Name of the source the instruction is for, e.g. Google'),
    content: z.string().describe('What to do'),
  }),
});
export type NoteOption = z.infer<typeof noteOptionSchema>;

export const auditNoteSchema = z.object({
  id: idSchema,
  options: z.array(noteOptionSchema),
  selectedOptionId: idSchema
    .nullable()
    .describe('Chosen option; a note whose option is IMPOSSIBLE_TO_ADD is hidden'),
  comment: z.string().nullable(),
});
export type AuditNote = z.infer<typeof auditNoteSchema>;

export const characteristicAuditNotesSchema = z.object({
  characteristicType: characteristicTypeSchema,
  name: z.string(),
  notes: z.array(auditNoteSchema),
});
export type CharacteristicAuditNotes = z.infer<typeof characteristicAuditNotesSchema>;

export const auditNotesResponseSchema = z
  .object({ characteristics: z.array(characteristicAuditNotesSchema) })
  .describe('Notes on the results of one audit, per characteristic (hotel-chain mode)');
export type AuditNotesResponse = z.infer<typeof auditNotesResponseSchema>;
