/**
 * Per-account lock on failed sign-ins: more than FAILURES unsuccessful attempts within WINDOW
 * lock the account for 1 minute, the next lock in a row for 2, then 4... up to MAX_LOCK. A day
 * without attempts forgets the history; a successful sign-in deletes it.
 */
export const SIGN_IN_THROTTLE = {
  failures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 30 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

export interface SignInThrottle {
  attempts: number;
  windowStartedAt: Date;
  lockouts: number;
  lockedUntil: Date | null;
  lastAttemptAt: Date;
}

/**
 * Counts one attempt made at `now`: the state to store, and until when the attempt is refused
 * (null: go ahead and check the password). The attempt past the allowed failures starts the lock
 * and is itself refused, whatever its password.
 */
export function countSignInAttempt(
  state: SignInThrottle,
  now: Date,
): { state: SignInThrottle; refusedUntil: Date | null } {
  const at = now.getTime();
  if (state.lockedUntil && state.lockedUntil.getTime() > at) {
    return { state: { ...state, lastAttemptAt: now }, refusedUntil: state.lockedUntil };
  }
  const lockouts =
    at - state.lastAttemptAt.getTime() >= SIGN_IN_THROTTLE.forgetAfterMs ? 0 : state.lockouts;
  const freshWindow = at - state.windowStartedAt.getTime() >= SIGN_IN_THROTTLE.windowMs;
  const attempts = (freshWindow ? 0 : state.attempts) + 1;
  if (attempts <= SIGN_IN_THROTTLE.failures) {
    return {
      state: {
        attempts,
        windowStartedAt: freshWindow ? now : state.windowStartedAt,
        lockouts,
        lockedUntil: state.lockedUntil,
        lastAttemptAt: now,
      },
      refusedUntil: null,
    };
  }
  const lockMs = Math.min(SIGN_IN_THROTTLE.firstLockMs * 2 ** lockouts, SIGN_IN_THROTTLE.maxLockMs);
  const lockedUntil = new Date(at + lockMs);
  return {
    state: {
      attempts: 0,
      windowStartedAt: now,
      lockouts: lockouts + 1,
      lockedUntil,
      lastAttemptAt: now,
    },
    refusedUntil: lockedUntil,
  };
}
