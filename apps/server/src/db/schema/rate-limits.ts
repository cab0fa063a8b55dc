import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per account (lower-cased email, known or not), kept in the database so the
 * lock holds across restarts and across several server processes. An attempt counts as it starts
 * and a successful sign-in deletes the row, so guesses sent in parallel cannot outrun the count.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    email: text('email').primaryKey(),
    /** Attempts since the window started that did not succeed (or are still being checked). */
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Locks in a row; each lasts twice as long as the one before, up to a cap. */
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttles_last_attempt_idx').on(t.lastAttemptAt)],
);

/**
 * Fixed-window request counts by key (such as restore mails per client address), shared by every
 * server process; a window starts with its first request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);
