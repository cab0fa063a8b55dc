import { ERROR_LOG_LIMIT } from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';

/** Bounded so a broken client cannot post megabytes of log. */
const MAX_LOG_TEXT = 4_000;

export const logEntrySchema = z.union([
  z.string().max(MAX_LOG_TEXT),
  closedObject({
    time: z.string().max(64).describe('When, as the client wrote it (ISO 8601 preferred)'),
    level: z.string().max(16).describe('e.g. error, warn, info'),
    text: z.string().max(MAX_LOG_TEXT),
  }),
]);
export type LogEntry = z.output<typeof logEntrySchema>;

export const technicalNotificationBodySchema = closedObject({
  logStore: z.array(logEntrySchema).max(200).describe('Failed loads and messages of the session'),
  browserErrorLog: z
    .array(logEntrySchema)
    .max(ERROR_LOG_LIMIT)
    .describe('Last console errors, as many as the client keeps'),
  url: z.string().max(2_048),
  userAgent: z.string().max(512),
}).describe('Error report sent from the error log window');
export type TechnicalNotificationBody = z.output<typeof technicalNotificationBodySchema>;
