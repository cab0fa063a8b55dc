import { z } from 'zod';
import { queryIdSchema } from './common.ts';

export const reportParamsSchema = z.object({ reportId: queryIdSchema.describe('Report id') });
export type ReportParams = z.output<typeof reportParamsSchema>;

/**
 * Documentation only: the server streams the file, which Fastify sends without serialising, and
 * the client saves it as a blob under the Content-Disposition file name.
 */
export const reportFileSchema = z
  .file()
  .describe('The report document; Content-Disposition carries its file name');
