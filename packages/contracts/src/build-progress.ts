import { BUILD_STAGES } from '@lens/domain';
import { z } from 'zod';
import { waitingUidSchema } from './matched-notes.ts';

/**
 * Where a document build is (the dashboard PDF), as the server reports it on the user's socket.
 * Kept apart from the report calls: the socket client, loaded with the first page, needs only
 * this.
 */
export const buildProgressSchema = z
  .object({
    stage: z.enum(BUILD_STAGES),
    step: z.int().min(1).optional().describe('While drawing: the part being drawn'),
    of: z.int().min(1).optional().describe('While drawing: how many parts the document has'),
  })
  .describe('Where a document build is');
export type BuildProgress = z.infer<typeof buildProgressSchema>;

export const buildProgressMessageSchema = buildProgressSchema
  .extend({ uid: waitingUidSchema })
  .describe('JSON body of /user/topic/build-progress: a stage of the build the client named');
export type BuildProgressMessage = z.infer<typeof buildProgressMessageSchema>;
