import cluster, { type Worker } from 'node:cluster';
import type { ServerStart } from '../realtime/stomp-broker.ts';

/** A web worker asks for its start once it listens for the answer. */
export interface ReadyMessage {
  kind: 'lens-web-worker-ready';
}

/**
 * What a web worker needs from the primary: the database it started (the embedded one's URL holds
 * its password, hence a message rather than the environment) and the start its sockets announce.
 */
export interface StartMessage {
  kind: 'lens-web-worker-start';
  databaseUrl: string;
  serverId: string;
  startedAt: string;
}

export interface WebWorkers {
  /** The port the workers share. */
  port: number;
  /** Asks every worker to close (SIGTERM) and resolves once all have exited; none is restarted. */
  close(): Promise<void>;
}

// A worker that keeps dying is restarted less and less often, up to every half minute.
const FIRST_RESTART_MS = 1000;
const LAST_RESTART_MS = 30_000;

/**
 * Forks `count` web workers (node:cluster: they share the port, the primary hands them
 * connections in turn) and resolves once every one listens. A worker that exits afterwards is
 * replaced; one that exits before it listens fails the start, as a single process would.
 */
export async function startWebWorkers(options: {
  count: number;
  databaseUrl: string;
  serverStart: ServerStart;
  log: (message: string) => void;
}): Promise<WebWorkers> {
  const { count, log } = options;
  const start: StartMessage = {
    kind: 'lens-web-worker-start',
    databaseUrl: options.databaseUrl,
    serverId: options.serverStart.serverId,
    startedAt: options.serverStart.startedAt.toISOString(),
  };
  const workers = new Set<Worker>();
  let started = false;
  let closing = false;
  let restartDelay = FIRST_RESTART_MS;
  let restart: NodeJS.Timeout | undefined;

  const fork = () =>
    new Promise<number>((resolve, reject) => {
      const worker = cluster.fork();
      workers.add(worker);
      worker.on('message', (message: Partial<ReadyMessage> | null) => {
        if (message?.kind === 'lens-web-worker-ready') worker.send(start);
      });
      worker.once('listening', (address) => {
        restartDelay = FIRST_RESTART_MS;
        resolve(address.port);
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (!started) {
          reject(new Error(`A web worker exited while starting (${how}).`));
          return;
        }
        if (closing) return;
        log(`Web worker ${worker.process.pid} ended (${how}); starting another.`);
        restart = setTimeout(() => {
          fork().catch((error: unknown) => log(String(error)));
        }, restartDelay);
        restartDelay = Math.min(restartDelay * 2, LAST_RESTART_MS);
      });
    });

  const close = async () => {
    closing = true;
    clearTimeout(restart);
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const [port] = await Promise.all(Array.from({ length: count }, fork));
    started = true;
    return { port: port!, close };
  } catch (error) {
    await close();
    throw error;
  }
}
