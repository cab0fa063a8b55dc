import { z } from 'zod';
import { queryIdSchema } from './common.ts';
import { filterQueryWith } from './filter-query.ts';
import { waitingUidSchema } from './matched-notes.ts';

export const reportParamsSchema = z.object({ reportId: queryIdSchema.describe('Report id') });
export type ReportParams = z.output<typeof reportParamsSchema>;

/**
 * Documentation only: the server streams the file, which Fastify sends without serialising, and
 * the client saves it as a blob under the Content-Disposition file name.
 */
export const reportFileSchema = z
  .file()
  .describe('The report document; Content-Disposition carries its file name');

/**
 * The dashboard PDF's query: the filter selection, and the id its build reports its stages under
 * on the user's socket (BUILD_PROGRESS_TOPIC), so a long build shows where it is.
 */
export const dashboardPdfQuerySchema = filterQueryWith({
  progress: waitingUidSchema
    .optional()
    .describe(
      'Id chosen by the client; the build reports its stages on /user/topic/build-progress',
    ),
});
export type DashboardPdfQuery = z.input<typeof dashboardPdfQuerySchema>;
