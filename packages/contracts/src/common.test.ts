import { describe, expect, it } from 'vitest';
import { idSchema, isoDateSchema, isoMonthSchema, queryIdSchema } from './common.ts';

describe('shared field schemas', () => {
  it('takes ids a PostgreSQL integer row can have, and nothing else', () => {
    for (const id of [0, -1, 1.5, 2 ** 31, 2 ** 53 + 2]) {
      expect(idSchema.safeParse(id).success, String(id)).toBe(false);
    }
    for (const text of ['0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '']) {
      expect(queryIdSchema.safeParse(text).success, text).toBe(false);
    }
    expect(idSchema.parse(2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(queryIdSchema.parse('42')).toBe(42);
  });

  it('takes calendar dates and months inside the years date arithmetic can shift', () => {
    for (const date of ['2026-02-30', '2025-02-29', '0000-01-01', '9999-12-31', '2026-1-5']) {
      expect(isoDateSchema.safeParse(date).success, date).toBe(false);
    }
    for (const month of ['0000-01', '9999-12', '2026-13', '2026-1']) {
      expect(isoMonthSchema.safeParse(month).success, month).toBe(false);
    }
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(isoMonthSchema.parse('2026-02')).toBe('2026-02');
  });
});
