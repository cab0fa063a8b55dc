import { describe, expect, it } from 'vitest';
import { countSignInAttempt, SIGN_IN_THROTTLE, type SignInThrottle } from './sign-in-throttle.ts';

const START = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;

const fresh: SignInThrottle = {
  attempts: 0,
  windowStartedAt: START,
  lockouts: 0,
  lockedUntil: null,
  lastAttemptAt: START,
};

/** Attempts one second apart from `from`; the refusals in order (null: allowed). */
function attempts(state: SignInThrottle, count: number, from: number) {
  const refused: (Date | null)[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = countSignInAttempt(state, at(from + i * 1000));
    state = next.state;
    refused.push(next.refusedUntil);
  }
  return { state, refused };
}

describe('countSignInAttempt', () => {
  it('allows the failures, then locks for 1 minute, refusing until the lock ends', () => {
    const { state, refused } = attempts(fresh, SIGN_IN_THROTTLE.failures + 1, 0);
    expect(refused.slice(0, SIGN_IN_THROTTLE.failures)).toEqual([null, null, null, null, null]);
    expect(refused.at(-1)).toEqual(at(5_000 + MINUTE));
    expect(countSignInAttempt(state, at(30_000)).refusedUntil).toEqual(at(5_000 + MINUTE));
    expect(countSignInAttempt(state, at(5_000 + MINUTE)).refusedUntil).toBeNull();
  });

  it('doubles each lock in a row, up to 30 minutes', () => {
    let state = fresh;
    let now = 0;
    const locks: number[] = [];
    for (let lock = 0; lock < 7; lock += 1) {
      const run = attempts(state, SIGN_IN_THROTTLE.failures + 1, now);
      state = run.state;
      const end = run.refused.at(-1)!.getTime();
      locks.push((end - at(now + SIGN_IN_THROTTLE.failures * 1000).getTime()) / MINUTE);
      now = end - START.getTime();
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });

  it('starts a new count when the window has passed, and forgets locks after a quiet day', () => {
    const failed = attempts(fresh, SIGN_IN_THROTTLE.failures, 0).state;
    const later = countSignInAttempt(failed, at(15 * MINUTE));
    expect(later).toMatchObject({ refusedUntil: null, state: { attempts: 1 } });

    const locked = attempts(fresh, SIGN_IN_THROTTLE.failures + 1, 0).state;
    expect(locked.lockouts).toBe(1);
    const nextDay = attempts(locked, SIGN_IN_THROTTLE.failures + 1, 24 * 60 * MINUTE + 5_000);
    expect(nextDay.state.lockouts).toBe(1);
    expect(nextDay.refused.at(-1)!.getTime() - at(24 * 60 * MINUTE + 10_000).getTime()).toBe(
      MINUTE,
    );
  });
});
