import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format.ts';

describe('formatDay', () => {
  it('writes a calendar date as day, short month and year', () => {
    expect(formatDay('2026-11-05')).toBe('5 Nov 2026');
    expect(formatDay('2024-02-29')).toBe('29 Feb 2024');
  });

  it("writes an instant as its UTC day, whatever the clock's zone", () => {
    expect(formatDay('2026-11-05T23:30:00Z')).toBe('5 Nov 2026');
    expect(formatDay('2026-11-05T23:30:00-02:00')).toBe('6 Nov 2026');
  });
});
