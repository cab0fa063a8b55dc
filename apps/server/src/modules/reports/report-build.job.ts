import { reportPeriodRange } from '@lens/domain';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction.ts';
import { defineJob, enqueue, type JobContext } from '../../jobs/job-queue.ts';
import { buildReportFile, queuedRun } from './report-build.service.ts';
import {
  claimRun,
  completeRun,
  failRun,
  findDefinition,
  findRun,
  insertRun,
  monthlyDefinitionIds,
  type DefinitionRow,
} from './report-definitions.queries.ts';
import { reportReadyMail } from './report-mail.ts';

async function buildQueuedReport(context: JobContext, generatedReportId: number): Promise<void> {
  const { pool, log } = context;
  const claimed = await claimRun(pool, generatedReportId);
  if (!claimed) return;
  const run = await findRun(pool, generatedReportId);
  const definition = claimed.reportId ? await findDefinition(pool, claimed.reportId) : null;
  if (!run || !definition || !run.periodStart || !run.periodEnd) {
    await failRun(
      pool,
      generatedReportId,
      'The report definition was deleted before it was built.',
    );
    return;
  }
  const range = { startDate: run.periodStart, endDate: run.periodEnd };
  let built;
  try {
    built = await buildReportFile(pool, definition, range, new Date());
  } catch (error) {
    // A build that fails once fails again: record why for the admin rather than retry forever.
    log.error({ err: error, generatedReportId }, 'Report build failed');
    await failRun(pool, generatedReportId, 'The report could not be built. Try again later.');
    return;
  }
  await completeRun(pool, generatedReportId, { ...built, viewId: definition.viewId });
  await mailRecipients(context, definition, {
    id: run.id,
    fileName: built.fileName,
    periodStart: range.startDate,
    periodEnd: range.endDate,
  });
}

async function mailRecipients(
  { mailer, publicUrl, log }: JobContext,
  definition: DefinitionRow,
  run: { id: number; fileName: string; periodStart: string; periodEnd: string },
): Promise<void> {
  for (const to of definition.recipients) {
    try {
      await mailer.send(reportReadyMail(to, definition, run, publicUrl));
    } catch (error) {
      // The file is built and listed; one bad address must not cost the others their email.
      log.warn({ err: error, to, generatedReportId: run.id }, 'Report email not sent');
    }
  }
}

/** Builds one queued run of a report definition and emails its recipients the link. */
export const buildReportJob = defineJob({
  name: 'build-report',
  payload: z.object({ generatedReportId: z.number().int().positive() }),
  run: ({ generatedReportId }, context) => buildQueuedReport(context, generatedReportId),
});

/**
 * Queues a run of every monthly report definition, each over its period as of the scheduled day
 * (the previous calendar month for most). graphile-worker's cron fires it once per schedule across
 * all worker processes, and catches up after downtime within its backfill period.
 */
export const monthlyReportsJob = defineJob({
  name: 'queue-monthly-reports',
  payload: z.looseObject({ _cron: z.looseObject({ ts: z.string() }).optional() }),
  run: async (payload, { pool }) => {
    const today = (payload._cron?.ts ? new Date(payload._cron.ts) : new Date())
      .toISOString()
      .slice(0, 10);
    for (const id of await monthlyDefinitionIds(pool)) {
      const definition = await findDefinition(pool, id);
      if (!definition) continue;
      await withTransaction(pool, async (tx) => {
        const runId = await insertRun(
          tx,
          queuedRun(definition, reportPeriodRange(definition.period, today), null),
        );
        await enqueue(tx, buildReportJob, { generatedReportId: runId });
      });
    }
  },
});

/** On the first of each month, before the working day starts in Europe. */
export const MONTHLY_REPORTS_CRON = {
  task: monthlyReportsJob.name,
  identifier: 'monthly-reports',
  match: '0 5 1 * *',
  options: { backfillPeriod: 3 * 24 * 3600 * 1000 },
} as const;
