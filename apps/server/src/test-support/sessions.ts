import type { Database } from '../db/connection.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import { createSession } from '../modules/auth/session.queries.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

export interface TestSession {
  userId: number;
  /** Headers for app.inject: the session cookie and the CSRF token writes must echo. */
  headers: Record<string, string>;
}

/** A signed-in session for a seeded user, opened directly (the login route has its own tests). */
export async function sessionFor(database: Database, email: string): Promise<TestSession> {
  const { rows } = await database.pool.query<Pick<Row<typeof schema.users>, 'id'>>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!rows[0]) throw new Error(`No user ${email} in the test database`);
  const { token, csrfToken } = await createSession(database.pool, rows[0].id);
  return {
    userId: rows[0].id,
    headers: {
      cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`,
      [CSRF_HEADER]: csrfToken,
    },
  };
}
