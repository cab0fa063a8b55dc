import { loadConfig } from '../config.ts';
import { connect, type Database } from '../db/connection.ts';
import { openEmbeddedServer } from '../db/embedded-server.ts';
import { runMigrations } from '../db/migrate.ts';
import { syncCatalog } from '../modules/catalog/catalog.queries.ts';
import { clientIdById, clientIdByName } from './clients.queries.ts';

/**
 * The database a command-line tool works on: DATABASE_URL, or the embedded server in DATA_DIR (the
 * same one `npm start` uses): through the running server's PostgreSQL when one runs, so the tools
 * work beside it, or started for the tool alone.
 */
export async function openCliDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? null
    : await openEmbeddedServer(config.dataDir, console.error);
  if (embedded?.shared)
    console.error(`Using the database of the server running on ${config.dataDir}.`);
  const database = connect(config.databaseUrl ?? embedded!.url);
  await runMigrations(database.db);
  await syncCatalog(database.pool);
  return {
    database,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

export async function resolveClientId(database: Database, client: string): Promise<number> {
  const byId = /^\d+$/.test(client);
  const id = byId
    ? await clientIdById(database.pool, Number(client))
    : await clientIdByName(database.pool, client);
  if (id === undefined) throw new Error(`No client ${byId ? 'with id' : 'named'} ${client}`);
  return id;
}
