import type { SessionUser } from '@lens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { userOf } from '../auth/session-plugin.ts';

/** What every dashboard data call works with: the database, the signed-in user and today. */
export interface DashboardContext {
  db: Pick<pg.Pool, 'query'>;
  user: SessionUser;
  /** Today on the server's calendar, YYYY-MM-DD: the end of the default date range. */
  today: string;
}

/** Today on the server's calendar, YYYY-MM-DD. */
export function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function dashboardContext(app: FastifyInstance, request: FastifyRequest): DashboardContext {
  return { db: app.database.pool, user: userOf(request), today: serverToday() };
}
