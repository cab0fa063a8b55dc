import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCronItems, run, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { JobContext, JobServices } from './job-queue.ts';
import { REGISTERED_JOBS, SCHEDULED_JOBS } from './registered-jobs.ts';

export interface JobWorker {
  /** Finishes the running job, or releases it to be retried, then stops taking jobs. */
  stop(): Promise<void>;
}

/**
 * Takes queued jobs, whichever process queued them, and runs them here with graphile-worker on the
 * application's database. Its schema is installed or upgraded before this resolves, so `enqueue`
 * works from then on.
 */
export async function startJobWorker(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  services: JobServices = loggedOnly(log),
): Promise<JobWorker> {
  const context: JobContext = { pool, log, mailer: services.mailer, publicUrl: services.publicUrl };
  const taskList: TaskList = Object.fromEntries(
    REGISTERED_JOBS.map((job) => [
      job.name,
      (payload: unknown) => job.run(job.payload.parse(payload), context),
    ]),
  );
  const runner = await run({
    pgPool: pool,
    taskList,
    // The schedule is code: a file named crontab in the working directory must not add to it.
    parsedCronItems: parseCronItems([...SCHEDULED_JOBS]),
    // main.ts owns the signals and shuts the worker down in its own order.
    noHandleSignals: true,
    logger: workerLogger(log),
  });
  return { stop: () => runner.stop() };
}

/** For tests that do not look at mail: what jobs would send is logged instead. */
function loggedOnly(log: FastifyBaseLogger): JobServices {
  return {
    mailer: {
      send: async (message) => log.info({ to: message.to }, `Mail not sent: ${message.subject}`),
    },
    publicUrl: 'http://localhost',
  };
}

function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    const kind = String(level);
    if (kind === 'error') log.error(fields, message);
    else if (kind === 'warning') log.warn(fields, message);
    else if (kind === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}
