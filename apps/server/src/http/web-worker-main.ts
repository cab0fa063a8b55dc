import type { Config } from '../config.ts';
import { connect } from '../db/connection.ts';
import { installProcessGuards } from './process-guards.ts';
import { serveHttp } from './serve-http.ts';
import type { ReadyMessage, StartMessage } from './web-workers.ts';

/**
 * A web worker: serves HTTP and sockets on the primary's database until the primary asks it to
 * close (SIGTERM), or ends with it. Ctrl-C reaches every process of the terminal, but the primary
 * orders the stop (workers first, then jobs and the database), so SIGINT is left to it.
 */
export async function runWebWorker(config: Config): Promise<void> {
  process.on('SIGINT', () => {});
  const start = await startMessage();
  // Many users' requests at once keep the cores busy already: a query's parallel workers then only
  // compete with the other requests (docs/performance.md, "Load"), so by default there are none.
  const database = connect(start.databaseUrl, { parallelWorkers: config.queryParallelWorkers });
  const server = await serveHttp({
    config,
    database,
    serverStart: { serverId: start.serverId, startedAt: new Date(start.startedAt) },
  });
  installProcessGuards(server.app.log);
  const stop = async () => {
    await server.close();
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGTERM', () => {
    stop().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}

function startMessage(): Promise<StartMessage> {
  return new Promise((resolve) => {
    const onMessage = (message: Partial<StartMessage> | null) => {
      if (message?.kind !== 'lens-web-worker-start') return;
      process.off('message', onMessage);
      resolve(message as StartMessage);
    };
    process.on('message', onMessage);
    const ready: ReadyMessage = { kind: 'lens-web-worker-ready' };
    process.send!(ready);
  });
}
