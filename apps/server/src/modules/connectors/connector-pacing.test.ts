import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUESTS_PER_MINUTE, Pacer } from './connector-pacing.ts';

/** A clock that only moves when the pacer sleeps, recording when each turn came. */
function fakeClock() {
  let time = 1_000;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

describe('Pacer', () => {
  it('starts reads 60 s / rate apart, the first at once', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(600, clock.now, clock.sleep);
    const starts: number[] = [];
    for (let i = 0; i < 4; i++) {
      await pacer.turn();
      starts.push(clock.now());
    }
    expect(starts).toEqual([1_000, 1_100, 1_200, 1_300]);
  });

  it('lets a read start at once after a pause longer than the interval', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(60, clock.now, clock.sleep);
    await pacer.turn();
    await clock.sleep(5_000);
    const before = clock.now();
    await pacer.turn();
    expect(clock.now()).toBe(before);
  });

  it('uses the default rate when the channel sets none', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(null, clock.now, clock.sleep);
    await pacer.turn();
    await pacer.turn();
    expect(clock.now() - 1_000).toBe(60_000 / DEFAULT_REQUESTS_PER_MINUTE);
  });
});
