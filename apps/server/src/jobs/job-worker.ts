import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCronItems, run, type RunnerOptions, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { JobContext, JobServices } from './job-queue.ts';
import { REGISTERED_JOBS, SCHEDULED_JOBS } from './registered-jobs.ts';
import { holdLiveness, newWorkerId, unlockCrashedWorkers } from './worker-liveness.ts';

// How often a worker looks for jobs left locked by a crashed process.
const CRASH_SWEEP_MS = 30_000;

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
  const context: JobContext = {
    pool,
    log,
    mailer: services.mailer,
    publicUrl: services.publicUrl,
    connectorAllowHosts: services.connectorAllowHosts,
    secretsKey: services.secretsKey,
  };
  const taskList: TaskList = Object.fromEntries(
    REGISTERED_JOBS.map((job) => [
      job.name,
      (payload: unknown) => job.run(job.payload.parse(payload), context),
    ]),
  );
  const workerId = newWorkerId();
  const liveness = await holdLiveness(pool, workerId, (error) =>
    log.warn({ err: error }, 'job worker liveness connection lost'),
  );
  const sweep = () =>
    unlockCrashedWorkers(pool).then(
      (dead) => {
        if (dead.length) log.warn({ workers: dead }, 'requeued the jobs of crashed job workers');
      },
      (error: unknown) => log.warn({ err: error }, 'could not look for crashed job workers'),
    );
  const options: RunnerOptions & { workerId: string } = {
    pgPool: pool,
    // graphile-worker 0.16 takes a pool's worker id at run time when concurrency is 1 (its
    // main.js), though RunnerOptions does not declare it; the liveness lock is named after it.
    workerId,
    taskList,
    // The schedule is code: a file named crontab in the working directory must not add to it.
    parsedCronItems: parseCronItems([...SCHEDULED_JOBS]),
    // main.ts owns the signals and shuts the worker down in its own order.
    noHandleSignals: true,
    logger: workerLogger(log),
  };
  const runner = await run(options);
  // After run(): graphile-worker has installed its schema by then; freed jobs are polled within 2 s.
  await sweep();
  const sweeper = setInterval(sweep, CRASH_SWEEP_MS);
  sweeper.unref();
  return {
    stop: async () => {
      clearInterval(sweeper);
      await runner.stop();
      await liveness.release();
    },
  };
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
