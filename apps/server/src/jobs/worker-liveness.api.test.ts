import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { testDatabase } from '../test-support/test-database.ts';
import { holdLiveness, newWorkerId, unlockCrashedWorkers } from './worker-liveness.ts';

/**
 * A server killed while running a job leaves the job locked; graphile-worker alone would retry it
 * only after four hours. The sweep frees the jobs of workers whose process is gone, and only those.
 */
describe('crashed job workers', () => {
  let database: Database;
  let utils: WorkerUtils;
  const jobIds: string[] = [];

  const lockedBy = async (id: string) =>
    (
      await database.pool.query<{ lockedBy: string | null }>(
        'SELECT locked_by AS "lockedBy" FROM graphile_worker._private_jobs WHERE id = $1',
        [id],
      )
    ).rows[0]!.lockedBy;

  // A job no worker knows, locked as a worker does when it takes one.
  const jobTakenBy = async (workerId: string) => {
    const job = await utils.addJob('liveness-probe', {});
    jobIds.push(job.id);
    await database.pool.query(
      'UPDATE graphile_worker._private_jobs SET locked_by = $2, locked_at = now() WHERE id = $1',
      [job.id, workerId],
    );
    return job.id;
  };

  beforeAll(async () => {
    database = testDatabase();
    utils = await makeWorkerUtils({ pgPool: database.pool });
    await utils.migrate();
  });

  afterAll(async () => {
    await utils.completeJobs(jobIds);
    await utils.release();
    await database.close();
  });

  it("requeues a dead worker's job and leaves a live worker's job alone", async () => {
    const deadWorker = newWorkerId();
    const liveWorker = newWorkerId();
    const liveness = await holdLiveness(database.pool, liveWorker, () => {});
    const orphan = await jobTakenBy(deadWorker);
    const running = await jobTakenBy(liveWorker);

    const dead = await unlockCrashedWorkers(database.pool);
    expect(dead).toContain(deadWorker);
    expect(dead).not.toContain(liveWorker);
    expect(await lockedBy(orphan)).toBeNull();
    expect(await lockedBy(running)).toBe(liveWorker);

    // The live worker's process ends (its lock goes with its connection): its job is freed too.
    await liveness.release();
    expect(await unlockCrashedWorkers(database.pool)).toContain(liveWorker);
    expect(await lockedBy(running)).toBeNull();
  });
});
