import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** The process `npm start` runs: with WEB_CONCURRENCY above 1, the primary of the web workers. */
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code or signal once the process has ended, else null. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill ends it: no shutdown code runs. */
  kill(): Promise<void>;
}

/**
 * Starts the built product exactly as `npm start` runs it (apps/server/dist/main.js) and waits
 * until it answers. Shared by the API suite's HTTP runs and the browser suite. `env` chooses the database: a DATA_DIR for the embedded one, or DATABASE_URL.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  }
  const chosenPort = port ?? (await freePort());
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(chosenPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  server.once('exit', (code, signal) => (ended = { code, signal }));
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  await waitForServer(baseUrl, server, () => output);
  return {
    baseUrl,
    port: chosenPort,
    pid: server.pid!,
    output: () => output,
    ended: () => ended,
    stop: () => stopServer(server),
    kill: () => killServer(server),
  };
}

// A first start seeds the demo portfolio (about three minutes on two cores) before it listens.
const START_WITHIN_MS = 480_000;

const RUNNING_AT = 'ListingLens is running at';

async function waitForServer(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited early:\n${output()}`);
    }
    try {
      // The first web worker answers before the others listen; the primary says when all do.
      const response = await fetch(`${baseUrl}/conf.json`);
      if (response.ok && output().includes(RUNNING_AT)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer within ${START_WITHIN_MS / 1000} s:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // A killed server has a signal and no exit code: it has ended all the same.
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGINT');
  });
}

function killServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
