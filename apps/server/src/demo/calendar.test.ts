import { describe, expect, it } from 'vitest';
import { addMonths, cycleMonths, dayOf, daysInMonth, monthsBefore, timestamp } from './calendar.ts';

describe('calendar', () => {
  it('lists the cycle months ending with the end date month', () => {
    const months = cycleMonths('2026-11-22', 13);
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2025-11');
    expect(months.at(-1)).toBe('2026-11');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('clamps days to the month', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(dayOf('2026-04', 31)).toBe('2026-04-30');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
  });

  it('writes UTC timestamps', () => {
    expect(timestamp('2026-05-07', 3600 + 61)).toBe('2026-05-07T01:01:01Z');
  });
});
