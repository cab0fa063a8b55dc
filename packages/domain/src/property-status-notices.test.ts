import { describe, expect, it } from 'vitest';
import { isPropertyStatusNotice, PROPERTY_STATUS_NOTICES } from './property-status-notices.ts';

describe('"Property status notices: CLOSED_TEMPORARY, CLOSED_PERMANENTLY, DEFLAGGING, REBRANDING."', () => {
  it('has the four notices', () => {
    expect(PROPERTY_STATUS_NOTICES).toEqual([
      'CLOSED_TEMPORARY',
      'CLOSED_PERMANENTLY',
      'DEFLAGGING',
      'REBRANDING',
    ]);
  });

  it('recognises them exactly', () => {
    expect(isPropertyStatusNotice('REBRANDING')).toBe(true);
    expect(isPropertyStatusNotice('rebranding')).toBe(false);
    expect(isPropertyStatusNotice('OPEN')).toBe(false);
  });
});
