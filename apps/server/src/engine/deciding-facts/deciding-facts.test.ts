import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCEPTED_VARIANT_RULE, EVIDENCE_RULE_DESCRIPTIONS, type Status } from '@lens/domain';
import { describe, expect, it } from 'vitest';
import { TRUTH_PAIRS } from '../truth/corpus/index.ts';
import { evaluatePair } from '../truth/run-truth.ts';
import { decidingFacts, FACT_READERS } from './deciding-facts.ts';

const COMPARATORS = path.resolve(import.meta.dirname, '../comparators');

/** Kebab-case string literals of the comparators' code: the rule names they emit. */
function comparatorRuleNames(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(COMPARATORS)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const code = readFileSync(path.join(COMPARATORS, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(import|export .* from|\/\/|\*)/.test(line))
      .join('\n');
    for (const [, name] of code.matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)+)'/g)) names.add(name!);
  }
  return [...names].sort();
}

/** Statuses that say one side has nothing: the rule alone says what decided. */
const ONE_SIDE_EMPTY: ReadonlySet<Status> = new Set(['MISSING', 'REMOVE', 'ABSENTS', 'AVAILABLE']);

/**
 * ACCURATE verdicts where the values are the same once normalised, with nothing read into them:
 * the normalised values beside the rule are the whole evidence.
 */
const SAME_ONCE_NORMALISED = new Set([
  'name-equal',
  'phone-e164-equal',
  'email-equal',
  'category-words',
  'url-equal',
  'address-components',
  'hours-days-agree',
  'rating-difference',
  'description-bigram-dice',
  'room-count',
]);

describe('decidingFacts', () => {
  it('has a reader for every rule name the comparators emit', () => {
    const missing = comparatorRuleNames().filter((rule) => !Object.hasOwn(FACT_READERS, rule));
    expect(missing, 'add the rule to EVIDENCE_RULE_DESCRIPTIONS and FACT_READERS').toEqual([]);
  });

  it('describes exactly the rules it reads, and the accepted variant', () => {
    expect(Object.keys(EVIDENCE_RULE_DESCRIPTIONS).sort()).toEqual(
      [...Object.keys(FACT_READERS), ACCEPTED_VARIANT_RULE].sort(),
    );
  });

  it('says what decided every verdict of the labelled corpus that is not plain equality', () => {
    const silent: string[] = [];
    for (const pair of TRUTH_PAIRS) {
      const { status, evidence } = evaluatePair(pair);
      if (!status || !evidence) continue;
      expect(Object.hasOwn(FACT_READERS, evidence.rule), `${pair.id}: ${evidence.rule}`).toBe(true);
      const facts = decidingFacts(pair.characteristic, evidence);
      const plainEquality = status === 'ACCURATE' && SAME_ONCE_NORMALISED.has(evidence.rule);
      if (facts.length === 0 && !plainEquality && !ONE_SIDE_EMPTY.has(status)) {
        silent.push(`${pair.id}: ${status} by ${evidence.rule}`);
      }
    }
    expect(silent).toEqual([]);
  });

  it('says first which side could not be read, and why', () => {
    expect(
      decidingFacts('HOURS_OF_OPERATION', {
        rule: 'hours-unreadable',
        details: { unreadable: 'channel', reason: 'unknown word "by"' },
      }),
    ).toEqual(['Could not read the channel\'s hours of operation: unknown word "by"']);
    expect(
      decidingFacts('WEBSITE', {
        rule: 'url-unreadable',
        details: { unreadable: 'reference', reason: 'text with spaces, not a link' },
      }),
    ).toEqual(["Could not read the reference's website: text with spaces, not a link"]);
  });

  it('reads the evidence of older audits without failing', () => {
    expect(decidingFacts('NAME', { rule: 'name-contains', similarity: 0.8 })).toEqual([]);
    expect(
      decidingFacts('NAME', {
        rule: 'name-token-added',
        details: { onlyInChannel: 'north', typos: [1, null] },
      }),
    ).toEqual([]);
    expect(
      decidingFacts('NAME', { rule: 'hours-days-agree', details: { differentDays: 3 } }),
    ).toEqual([]);
  });

  it('keeps at most eight lines of at most 200 characters', () => {
    const changedFacts = Array.from({ length: 10 }, (_, i) => ({
      source: `${i} ${'word '.repeat(60)}`,
      channel: `${i + 1} rooms`,
    }));
    const facts = decidingFacts('DESCRIPTION', {
      rule: 'description-changed-fact',
      details: {
        changedFacts,
        changedFactCount: 10,
        languages: [
          { language: 'en', status: 'DISCREPANCY' },
          { language: 'fr', status: 'ACCURATE' },
        ],
        missingLanguages: ['de'],
      },
    });
    expect(facts.length).toBeLessThanOrEqual(8);
    expect(Math.max(...facts.map((line) => line.length))).toBeLessThanOrEqual(200);
  });
});
