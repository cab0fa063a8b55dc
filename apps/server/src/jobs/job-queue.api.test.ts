import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/connection.ts';
import { withTransaction } from '../db/transaction.ts';
import { testDatabase } from '../test-support/test-database.ts';
import { defineJob, enqueue } from './job-queue.ts';

// No worker knows this job, so what is queued stays queued for the test to look at.
const probeJob = defineJob({
  name: 'test-probe',
  payload: z.object({ step: z.number() }),
  run: async () => {},
});

describe('job queue', () => {
  let database: Database;
  let utils: WorkerUtils;
  const key = `probe-${Date.now()}`;
  const queued = async () =>
    (
      await database.pool.query<{ id: number }>(
        'SELECT id FROM graphile_worker.jobs WHERE key = $1',
        [key],
      )
    ).rows;

  beforeAll(async () => {
    database = testDatabase();
    utils = await makeWorkerUtils({ pgPool: database.pool });
    // A worker installs the schema when it starts; here no worker may take the probe jobs.
    await utils.migrate();
  });

  afterAll(async () => {
    await utils.completeJobs((await queued()).map((job) => String(job.id)));
    await utils.release();
    await database.close();
  });

  it('queues a job only when the caller’s transaction commits', async () => {
    await expect(
      withTransaction(database.pool, async (tx) => {
        await enqueue(tx, probeJob, { step: 1 }, { jobKey: key });
        throw new Error('the request failed after queuing');
      }),
    ).rejects.toThrow('the request failed');
    expect(await queued()).toEqual([]);

    await withTransaction(database.pool, (tx) =>
      enqueue(tx, probeJob, { step: 2 }, { jobKey: key }),
    );
    expect(await queued()).toHaveLength(1);
  });

  it('replaces a waiting job queued again under the same key', async () => {
    const [before] = await queued();
    await enqueue(database.pool, probeJob, { step: 3 }, { jobKey: key });
    const after = await queued();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before!.id);
    const { rows } = await database.pool.query(
      'SELECT payload FROM graphile_worker._private_jobs WHERE id = $1',
      [before!.id],
    );
    expect(rows[0].payload).toEqual({ step: 3 });
  });
});
