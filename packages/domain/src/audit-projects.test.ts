import { describe, expect, it } from 'vitest';
import { AUDIT_PROJECT_TYPES, isAutomatedAudit } from './audit-projects.ts';

describe('isAutomatedAudit: "AUTOMATED or AUTOMATED_NAPW means automated"', () => {
  it('knows the three project types', () => {
    expect(AUDIT_PROJECT_TYPES).toEqual(['MANUAL', 'AUTOMATED', 'AUTOMATED_NAPW']);
  });

  it('is automated for AUTOMATED and AUTOMATED_NAPW', () => {
    expect(isAutomatedAudit('AUTOMATED')).toBe(true);
    expect(isAutomatedAudit('AUTOMATED_NAPW')).toBe(true);
  });

  it('is not automated otherwise', () => {
    expect(isAutomatedAudit('MANUAL')).toBe(false);
    expect(isAutomatedAudit('automated')).toBe(false);
    expect(isAutomatedAudit(null)).toBe(false);
    expect(isAutomatedAudit(undefined)).toBe(false);
  });
});
