import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill ends it: no shutdown code runs. */
  kill(): Promise<void>;
}

/**
 * Starts the built product exactly as `npm start` runs it (apps/server/dist/main.js) and waits
 * until it answers. `env` chooses the database: a DATA_DIR for the embedded one, or DATABASE_URL.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(chosenPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  await waitForServer(baseUrl, server, () => output);
  return {
    baseUrl,
    port: chosenPort,
    stop: () => stopServer(server),
    kill: () => killServer(server),
  };
}

async function waitForServer(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/conf.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer within 240 s:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
