import { describe, expect, it } from 'vitest';
import { describeEvidenceRule, EVIDENCE_RULE_DESCRIPTIONS } from './evidence-rules.ts';

describe('describeEvidenceRule', () => {
  it('describes every rule in a sentence', () => {
    for (const [rule, description] of Object.entries(EVIDENCE_RULE_DESCRIPTIONS)) {
      expect(describeEvidenceRule(rule), rule).toBe(description);
      expect(description, rule).toMatch(/^[A-Z"].*\.$/);
    }
  });

  it('still describes the rules of older audits, and names an unknown rule', () => {
    expect(describeEvidenceRule('name-contains')).toBe('One name contains the other.');
    expect(describeEvidenceRule('some_new-rule')).toBe('Some new rule');
    expect(describeEvidenceRule('constructor')).toBe('Constructor');
  });
});
