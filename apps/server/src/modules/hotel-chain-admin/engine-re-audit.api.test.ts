import { auditDetailsSchema } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect, type Database } from '../../db/connection.ts';
import { withTransaction } from '../../db/transaction.ts';
import { ENGINE_VERSION } from '../../engine/index.ts';
import { startJobWorker, type JobWorker } from '../../jobs/job-worker.ts';
import { refreshPairStates, type AuditKey } from '../scoring/pair-states.queries.ts';
import { characteristicRollupDrift, pairRollupDrift } from '../../test-support/rollup-drift.ts';
import { sessionFor } from '../../test-support/sessions.ts';
import { ownDatabase } from '../../test-support/test-database.ts';
import { engineReAuditJob, queueEngineReAudit } from './engine-re-audit.job.ts';

/** Audits per client made stale: more than a batch (200), so batches cross from one to the next. */
const PER_CLIENT = 240;
/** A re-audit of the sample takes seconds; a busy CI machine may make it a minute. */
const SLOW = 180_000;

interface SampleAudit extends AuditKey {
  clientId: number;
  channelId: number;
}

/**
 * The demo portfolio after a deploy of a new engine: some of its audits were scored by the
 * engine before, with other verdicts, and the re-audit must bring them to this one.
 */
describe('the engine re-audit', () => {
  let copy: Awaited<ReturnType<typeof ownDatabase>>;
  let database: Database;
  let app: FastifyInstance;
  let worker: JobWorker | undefined;
  let sample: SampleAudit[];
  let clients: number[];
  /** What the current engine gave the sample when the demo was seeded. */
  let seeded: Awaited<ReturnType<typeof sampleState>>;

  const query = async <T extends object>(text: string, values: unknown[] = []) =>
    (await database.pool.query<T>(text, values)).rows;
  const sampleKeys = () => [sample.map((a) => a.propertyId), sample.map((a) => a.auditId)];
  const SAMPLE = `unnest($1::int[], $2::bigint[]) AS k(property_id, audit_id)`;

  /** The sample's results and scores, and the pair states of its properties, as text to compare. */
  async function sampleState() {
    const [state] = await query<{ results: string; audits: string; states: string }>(
      `SELECT
         (SELECT string_agg(concat_ws('|', ar.property_id, ar.audit_id, ar.characteristic, ar.status,
                   ar.accuracy, ar.weight, ar.priority, ar.source_value, ar.channel_value,
                   ar.additional_data::text, ar.evidence::text, ar.ignored), E'\\n'
                 ORDER BY ar.property_id, ar.audit_id, ar.characteristic)
          FROM audit_results ar JOIN ${SAMPLE}
            ON ar.property_id = k.property_id AND ar.audit_id = k.audit_id) AS results,
         (SELECT string_agg(concat_ws('|', a.property_id, a.id, round(a.accuracy::numeric, 3), a.knockout,
                   a.knockout_reasons::text, round(a.content_score::numeric, 3)), E'\\n'
                 ORDER BY a.property_id, a.id)
          FROM audits a JOIN ${SAMPLE} ON a.property_id = k.property_id AND a.id = k.audit_id) AS audits,
         (SELECT string_agg(concat_ws('|', s.property_id, s.channel_id, s.month, s.audit_id,
                   round(s.accuracy::numeric, 3), s.knockout), E'\\n'
                 ORDER BY s.property_id, s.channel_id, s.month)
          FROM pair_states s WHERE s.property_id = ANY($1::int[])) AS states`,
      sampleKeys(),
    );
    return state!;
  }

  async function stamps() {
    const [row] = await query<{ stale: number; current: number; unscored: number }>(
      `SELECT count(*) FILTER (WHERE a.engine_version < $3)::int AS stale,
              count(*) FILTER (WHERE a.engine_version = $3)::int AS current,
              count(*) FILTER (WHERE a.scored_at IS NULL)::int AS unscored
       FROM audits a JOIN ${SAMPLE} ON a.property_id = k.property_id AND a.id = k.audit_id`,
      [...sampleKeys(), ENGINE_VERSION],
    );
    return row!;
  }

  /**
   * Puts the sample back as the engine before left it: stamped with its version and no time,
   * its real errors called ACCURATE (the verdicts that engine gave), scored and summed so.
   */
  async function scoredByTheEngineBefore() {
    await withTransaction(database.pool, async (tx) => {
      await tx.query(
        `UPDATE audit_results ar SET status = 'ACCURATE', accuracy = 100,
                evidence = '{"rule":"EARLIER_ENGINE","threshold":null}'
         FROM ${SAMPLE}
         WHERE ar.property_id = k.property_id AND ar.audit_id = k.audit_id
           AND ar.status IN ('INACCURATE', 'DISCREPANCY')`,
        sampleKeys(),
      );
      await tx.query(
        `UPDATE audits a SET accuracy = 100, knockout = false, knockout_reasons = '{}',
                engine_version = $3, scored_at = NULL
         FROM ${SAMPLE} WHERE a.property_id = k.property_id AND a.id = k.audit_id`,
        [...sampleKeys(), ENGINE_VERSION - 1],
      );
      for (const clientId of clients)
        await refreshPairStates(
          tx,
          clientId,
          sample.filter((audit) => audit.clientId === clientId),
        );
    });
  }

  async function reAudit() {
    await engineReAuditJob.run({}, { pool: database.pool, log: app.log, ...jobServices });
  }
  const jobServices = {
    mailer: { send: async () => {} },
    publicUrl: 'http://localhost',
  };

  async function progress() {
    return (
      await query<{ done: number; changed: number; finished: boolean; cursorAuditId: string }>(
        `SELECT done, changed, finished_at IS NOT NULL AS finished, cursor_audit_id AS "cursorAuditId"
         FROM engine_re_audits WHERE engine_version = $1`,
        [ENGINE_VERSION],
      )
    )[0];
  }

  beforeAll(async () => {
    copy = await ownDatabase('engine');
    database = connect(copy.url, { max: 4 });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
      database,
    });
    // The first audits of each client's first properties with a real error: several batches,
    // and a batch that crosses from one client to the next.
    sample = await query<SampleAudit>(
      `WITH chosen AS (
         SELECT a.property_id, a.id, p.client_id, a.channel_id,
                row_number() OVER (PARTITION BY p.client_id ORDER BY a.property_id, a.id) AS n
         FROM properties p JOIN audits a ON a.property_id = p.id
         WHERE EXISTS (SELECT 1 FROM audit_results ar
                       WHERE ar.property_id = p.id AND ar.status = 'INACCURATE')
       )
       SELECT property_id AS "propertyId", id AS "auditId", client_id AS "clientId", channel_id AS "channelId"
       FROM chosen WHERE n <= $1 ORDER BY property_id, id`,
      [PER_CLIENT],
    );
    clients = [...new Set(sample.map((audit) => audit.clientId))];
    seeded = await sampleState();
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await database?.close();
    await copy?.drop();
  });

  it('finds the demo portfolio stamped with the current engine as it was seeded', async () => {
    const [all] = await query<{ audits: number; other: number; unscored: number }>(
      `SELECT count(*)::int AS audits, count(*) FILTER (WHERE engine_version <> $1)::int AS other,
              count(*) FILTER (WHERE scored_at IS NULL)::int AS unscored FROM audits`,
      [ENGINE_VERSION],
    );
    expect(all).toMatchObject({ other: 0, unscored: 0 });
    expect(all!.audits).toBeGreaterThan(1000);
    expect(sample.length).toBeGreaterThan(2 * PER_CLIENT - 1);
    expect(clients.length).toBeGreaterThan(1);
  });

  it(
    're-scores the audits of an older engine in the background after a start',
    async () => {
      await scoredByTheEngineBefore();
      const older = await sampleState();
      expect(older.results).not.toBe(seeded.results);
      expect(older.states).not.toBe(seeded.states);
      expect(await stamps()).toEqual({ stale: sample.length, current: 0, unscored: sample.length });
      const [untouched] = await query<{ at: Date }>(
        'SELECT max(scored_at) AS at FROM audits WHERE engine_version = $1',
        [ENGINE_VERSION],
      );

      worker = await startJobWorker(database.pool, app.log, jobServices);
      expect(await queueEngineReAudit(database.pool)).toBe(true);
      const deadline = Date.now() + 120_000;
      while (!(await progress())?.finished) {
        if (Date.now() > deadline) throw new Error('the engine re-audit did not finish');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      expect(await stamps()).toEqual({ stale: 0, current: sample.length, unscored: 0 });
      expect(await sampleState()).toEqual(seeded);
      for (const clientId of clients) {
        expect(await pairRollupDrift(database, clientId)).toBe(0);
        expect(await characteristicRollupDrift(database, clientId)).toEqual([]);
      }
      // Audits the current engine had scored were left as they were.
      const [after] = await query<{ at: Date }>(
        `SELECT max(a.scored_at) AS at FROM audits a
       WHERE NOT EXISTS (SELECT 1 FROM ${SAMPLE} WHERE k.property_id = a.property_id AND k.audit_id = a.id)`,
        sampleKeys(),
      );
      expect(after!.at).toEqual(untouched!.at);
      expect(await progress()).toMatchObject({ done: sample.length, finished: true });
      expect((await progress())!.changed).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('shows the audit page the engine version and the time it re-scored the listing', async () => {
    const session = await sessionFor(database, 'admin@demo.local');
    const [admin] = await query<{ clientId: number }>(
      'SELECT client_id AS "clientId" FROM users WHERE id = $1',
      [session.userId],
    );
    const audit = sample.filter((a) => a.clientId === admin!.clientId).at(-1)!;
    const [stamp] = await query<{ scoredAt: Date }>(
      'SELECT scored_at AS "scoredAt" FROM audits WHERE property_id = $1 AND id = $2',
      [audit.propertyId, audit.auditId],
    );
    const response = await app.inject({
      method: 'GET',
      url: `/dashboard/data/audit/last?property=${audit.propertyId}&site=${audit.channelId}&audit=${audit.auditId}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(auditDetailsSchema.parse(response.json())).toMatchObject({
      auditId: audit.auditId,
      engineVersion: ENGINE_VERSION,
      scoredAt: stamp!.scoredAt.toISOString(),
    });
  });

  it(
    'does nothing when run again, and a start does not queue it once done',
    async () => {
      const before = await progress();
      await reAudit();
      expect(await progress()).toEqual(before);
      expect(await sampleState()).toEqual(seeded);
      expect(await queueEngineReAudit(database.pool)).toBe(false);
    },
    SLOW,
  );

  it(
    'keeps every committed batch when one fails, and resumes after it',
    async () => {
      await worker?.stop();
      worker = undefined;
      await database.pool.query('DELETE FROM engine_re_audits');
      await scoredByTheEngineBefore();
      // A fault while the second batch writes its audits: that batch must leave no trace.
      const failing = sample[300]!;
      await database.pool.query(
        `CREATE FUNCTION simulated_crash() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`,
      );
      await database.pool.query(
        `CREATE TRIGGER simulated_crash BEFORE UPDATE ON audits FOR EACH ROW
       WHEN (NEW.property_id = ${failing.propertyId} AND NEW.id = ${failing.auditId})
       EXECUTE FUNCTION simulated_crash()`,
      );
      try {
        await expect(reAudit()).rejects.toThrow('simulated crash');
      } finally {
        await database.pool.query('DROP TRIGGER simulated_crash ON audits');
        await database.pool.query('DROP FUNCTION simulated_crash()');
      }
      const firstBatch = (await progress())!;
      expect(firstBatch.finished).toBe(false);
      expect(firstBatch.done).toBeGreaterThan(0);
      expect(firstBatch.done).toBeLessThan(300);
      expect(Number(firstBatch.cursorAuditId)).toBe(sample[firstBatch.done - 1]!.auditId);
      // The committed batch is re-scored and summed; the failed one is as the engine before left it.
      expect(await stamps()).toMatchObject({ current: firstBatch.done });
      for (const clientId of clients) expect(await pairRollupDrift(database, clientId)).toBe(0);

      await reAudit();
      expect(await stamps()).toEqual({ stale: 0, current: sample.length, unscored: 0 });
      expect(await sampleState()).toEqual(seeded);
      expect(await progress()).toMatchObject({ done: sample.length, finished: true });
    },
    SLOW,
  );
});
