import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { startEmbeddedServer, type EmbeddedServer } from './db/embedded-server.ts';
import { runMigrations } from './db/migrate.ts';

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
  await runMigrations(database.db);

  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal} received: stopping ...`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    log('Stopped cleanly.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`\nListingLens is running at http://localhost:${port}`);
  log(embedded ? `Database: embedded PostgreSQL in ${config.dataDir}` : 'Database: DATABASE_URL');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
