import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from './embedded-server.ts';

const child = path.resolve(import.meta.dirname, '../test-support/embedded-server-child.ts');

/** The embedded PostgreSQL started by a process of its own, as `npm start` starts it. */
async function startInChild(dataDir: string): Promise<{ process: ChildProcess; url: string }> {
  const started = spawn(process.execPath, ['--import', 'tsx', child, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  started.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    started.stdout!.on('data', (chunk: Buffer) => {
      const line = String(chunk).trim();
      if (line.startsWith('postgres://')) resolve(line);
    });
    started.once('exit', () => reject(new Error(`The child ended early:\n${output}`)));
  });
  return { process: started, url };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A process that has not ended: an ended one may linger as a zombie until its parent reaps it. */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && !/^Z|^X/.test(stat.slice(stat.lastIndexOf(')') + 2));
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'postgres', 'postmaster.pid');

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(lockFileOf(dataDir), 'utf8')).split('\n')[0]);
}

/**
 * Starting the embedded PostgreSQL again after the process that started it was killed (no
 * shutdown code ran) finds the postmaster it left; a postmaster whose starter still runs is
 * never touched.
 */
describe.runIf(process.platform === 'linux')('a start after a crash', () => {
  let scratch: string;
  let dataDir: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'lens-stale-postmaster-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must be able to enter it.
    await chmod(scratch, 0o755);
    dataDir = path.join(scratch, 'data');
    const server = await startEmbeddedServer(dataDir, () => {});
    await query(server.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (1), (2)');
    await server.stop();
  }, 120_000);

  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('stops the postmaster a killed server left running and starts, with every committed row', async () => {
    const first = await startInChild(dataDir);
    await query(first.url, 'INSERT INTO kept VALUES (3)');
    const orphan = await postmasterPid(dataDir);
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');
    expect(await isRunning(orphan)).toBe(true);

    const again = await startEmbeddedServer(dataDir, () => {});
    try {
      expect(await isRunning(orphan)).toBe(false);
      expect(await query(again.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 3 }]);
      await query(again.url, 'DELETE FROM kept WHERE id = 3');
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('refuses to start beside a postmaster whose server still runs, and leaves it alone', async () => {
    const running = await startInChild(dataDir);
    try {
      const postmaster = await postmasterPid(dataDir);
      await expect(startEmbeddedServer(dataDir, () => {})).rejects.toThrow(
        `is in use by process ${running.process.pid}`,
      );
      expect(await isRunning(postmaster)).toBe(true);
      expect(await query(running.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 2 }]);
    } finally {
      running.process.kill('SIGINT');
      await once(running.process, 'exit');
    }
  }, 120_000);

  it('starts over a postmaster.pid whose pid is dead, or now another program of the same user', async () => {
    // PostgreSQL runs as `postgres` under root, and takes a live process of its own user for a
    // postmaster; a process of another user it ignores.
    const uid =
      process.getuid?.() === 0 ? Number(execFileSync('id', ['-u', 'postgres'])) : undefined;
    const other = spawn('sleep', ['120'], { uid, stdio: 'ignore' });
    const ended = spawn('true');
    await once(ended, 'exit');
    try {
      for (const pid of [ended.pid!, other.pid!]) {
        const lockFile = lockFileOf(dataDir);
        // The file a postmaster killed with kill -9 leaves, pid aside.
        await writeFile(
          lockFile,
          `${pid}\n${path.join(dataDir, 'postgres')}\n1700000000\n5432\n\n`,
        );
        const server = await startEmbeddedServer(dataDir, () => {});
        try {
          expect(await query(server.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([
            { n: 2 },
          ]);
        } finally {
          await server.stop();
        }
      }
      expect(await isRunning(other.pid!)).toBe(true);
    } finally {
      other.kill();
    }
  }, 120_000);
});
