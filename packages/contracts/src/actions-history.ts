import { PAGE_LEVELS } from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';

/** Onboarding progress of one user (docs/product-rules.md, "Onboarding tours"). */
export const actionsHistorySchema = z
  .object({
    skipped: z.boolean().describe('The user opted out of the tours for good'),
    seenHints: z.record(z.string(), z.boolean()).describe('Hint id to whether it was seen'),
    visitedLevel: z
      .partialRecord(z.enum(PAGE_LEVELS), z.boolean())
      .describe('Page level to whether it was visited; a missing level was not'),
  })
  .describe('Onboarding actions history');
export type ActionsHistory = z.infer<typeof actionsHistorySchema>;

/** The server stores the history as the text the client sends; this reads and writes that text. */
export const actionsHistoryJsonCodec = z.codec(z.string(), actionsHistorySchema, {
  decode: (text, ctx) => {
    try {
      return JSON.parse(text) as unknown as ActionsHistory;
    } catch {
      ctx.issues.push({
        code: 'invalid_format',
        format: 'json',
        input: text,
        message: 'is not JSON',
      });
      return z.NEVER;
    }
  },
  encode: (history) => JSON.stringify(history),
});

const MAX_ACTIONS_HISTORY_CHARS = 100_000;

/** Checked on the way in so that only readable histories are ever stored. */
const actionsHistoryJsonSchema = z
  .string()
  .max(MAX_ACTIONS_HISTORY_CHARS)
  .superRefine((text, ctx) => {
    const decoded = actionsHistoryJsonCodec.safeDecode(text);
    if (!decoded.success) {
      const issue = decoded.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')} ` : '';
      ctx.addIssue({
        code: 'custom',
        input: text,
        message: `is not an actions history: ${where}${issue?.message ?? 'invalid'}`,
      });
    }
  })
  .describe('The actions history written as JSON');

export const actionsHistoryResponseSchema = z
  .object({ actionsHistoryJson: z.string().describe('The actions history written as JSON') })
  .describe("The user's onboarding history; an empty history for a new user");
export type ActionsHistoryResponse = z.infer<typeof actionsHistoryResponseSchema>;

export const saveActionsHistoryBodySchema = closedObject({
  actionsHistoryJson: actionsHistoryJsonSchema,
});
export type SaveActionsHistoryBody = z.output<typeof saveActionsHistoryBodySchema>;
