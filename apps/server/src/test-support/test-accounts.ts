import { randomInt, randomUUID } from 'node:crypto';
import type { UserRole } from '@lens/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection.ts';
import { createClient } from './test-database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../modules/auth/session-plugin.ts';
import type { Row } from '../db/row-types.ts';
import type * as schema from '../db/schema/index.ts';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
}

/**
 * Users of their own for the auth tests, so signing in, restoring and changing passwords never
 * touch the demo users other suites sign in as.
 */
export async function testAccounts(database: Database, clientName: string) {
  const clientId = await createClient(database, clientName);
  return async (options: { role?: UserRole; active?: boolean } = {}): Promise<TestAccount> => {
    const email = `auth-${randomUUID().slice(0, 8)}@test.local`;
    const password = `pw-${randomUUID()}`;
    const { rows } = await database.pool.query<Pick<Row<typeof schema.users>, 'id'>>(
      `INSERT INTO users (client_id, email, name, role, password_hash, active)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        clientId,
        email,
        `Test ${email}`,
        options.role ?? 'USER',
        await hashPassword(password),
        options.active ?? true,
      ],
    );
    return { id: rows[0]!.id, email, password };
  };
}

// From a random start: the restore limits are counted in the database all test files share.
let lastAddress = randomInt(1 << 23);

/** A fresh client address per sign-in, so the per-address rate limits only bite where a test means them to. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** The request headers of the session a login answer opened: both cookies and the CSRF header. */
export function sessionHeaders(login: Awaited<ReturnType<typeof signIn>>): Record<string, string> {
  const cookie = (name: string) => login.cookies.find((c) => c.name === name)?.value ?? '';
  return {
    cookie: `${SESSION_COOKIE}=${cookie(SESSION_COOKIE)}; ${CSRF_COOKIE}=${cookie(CSRF_COOKIE)}`,
    [CSRF_HEADER]: cookie(CSRF_COOKIE),
  };
}
