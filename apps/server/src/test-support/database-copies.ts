import pg from 'pg';

/** The database a connection URL names. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function onDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

async function onMaintenance<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: onDatabase(url, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the database of `url` (or `source`) to a new database `name` on the same server and
 * returns the new name. FILE_COPY copies the files as they are: seconds for the demo portfolio,
 * where the default strategy would write the whole copy through the WAL.
 */
export async function copyDatabase(url: string, name: string, source = databaseName(url)) {
  await onMaintenance(url, (admin) =>
    admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(source)} STRATEGY = FILE_COPY`),
  );
  return name;
}

/** Drops every database whose name starts with `prefix` and an underscore (the suite's copies). */
export async function dropDatabases(url: string, prefix: string): Promise<void> {
  await onMaintenance(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
    }
  });
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onMaintenance(url, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
  );
}

/** A connection URL for the database `name` on the server of `url`. */
export function urlOfDatabase(url: string, name: string): string {
  return onDatabase(url, name);
}
