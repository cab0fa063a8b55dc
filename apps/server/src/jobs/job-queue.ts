import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import type { Mailer } from '../modules/mail/mailer.ts';

/** What jobs use besides the database: the app's mailer, and the URL its links start with. */
export interface JobServices {
  mailer: Mailer;
  publicUrl: string;
  /** Hosts connectors may read although they are private (CONNECTOR_ALLOW_HOSTS). */
  connectorAllowHosts?: readonly string[];
  /** SECRETS_KEY, to open the secrets jobs use (a connector's API key). */
  secretsKey?: string | null;
}

/** What a running job may use: the process's pool, logger, mailer and public URL. */
export interface JobContext extends JobServices {
  pool: pg.Pool;
  log: FastifyBaseLogger;
}

/**
 * A kind of background work. Its payload schema is checked when the job runs, because a job may
 * have been queued by an older release of the server.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  run(payload: z.output<S>, context: JobContext): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * Queues a job. Given the caller's transaction, the job is queued only if that transaction
 * commits, so a request's writes and the work they call for cannot part. Queuing again under the
 * same `jobKey` while the job waits replaces it rather than adding a second one.
 */
export async function enqueue<S extends z.ZodType>(
  db: Pick<pg.Pool, 'query'>,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: { jobKey?: string } = {},
): Promise<void> {
  await db.query('SELECT graphile_worker.add_job($1, $2::json, job_key => $3)', [
    job.name,
    JSON.stringify(payload),
    options.jobKey ?? null,
  ]);
}
