import { z } from 'zod';
import { additionalDataInputSchema } from './audit-characteristics.ts';
import { closedObject } from './closed-object.ts';
import { characteristicTypeSchema, queryIdSchema } from './common.ts';

/**
 * Id the browser makes up for one save; the server echoes it on the processed topic when the
 * request has been handled, which removes it from the waiting list.
 */
export const waitingUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _')
  .describe('Waiting id chosen by the client, e.g. a UUID');
export type WaitingUid = z.infer<typeof waitingUidSchema>;

export const matchedNotesQuerySchema = closedObject({
  property: queryIdSchema.describe('Property id'),
  audit: queryIdSchema.describe('Audit id'),
  uid: waitingUidSchema,
});
export type MatchedNotesQuery = z.output<typeof matchedNotesQuerySchema>;

export const matchedNoteSchema = closedObject({
  charType: characteristicTypeSchema.describe('e.g. DESCRIPTION or AMENITIES'),
  charValue: z
    .string()
    .min(1)
    .max(10_000)
    .describe('The matched item: the amenity, the description language...'),
  additionalData: additionalDataInputSchema.optional(),
});
export type MatchedNote = z.output<typeof matchedNoteSchema>;

/** Only items modified and not yet saved are sent, so an empty list is a client bug. */
export const matchedNotesBodySchema = z
  .array(matchedNoteSchema)
  .min(1)
  .max(500)
  .describe('Matched items flagged for modification');
export type MatchedNotesBody = z.output<typeof matchedNotesBodySchema>;

export const matchedNotesResponseSchema = z
  .object({ uid: waitingUidSchema })
  .describe('Accepted; the uid arrives on the processed topic when the work is done');
export type MatchedNotesResponse = z.infer<typeof matchedNotesResponseSchema>;
