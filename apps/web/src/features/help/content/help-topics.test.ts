import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, searchTopics } from './help-topics.ts';

describe('the help topics', () => {
  it('gives every entry a unique id, for links to one answer', () => {
    for (const topics of Object.values(HELP_TOPICS)) {
      const ids = topics.flatMap((topic) => topic.entries.map((entry) => entry.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('finds entries containing every searched word, in questions or answers', () => {
    const found = searchTopics(HELP_TOPICS.standard, 'KNOCKOUT share');
    expect(found.flatMap((topic) => topic.entries.map((entry) => entry.id))).toEqual([
      'knockout',
      'change',
    ]);
    expect(searchTopics(HELP_TOPICS.standard, 'knockout zebra')).toEqual([]);
  });

  it('keeps every topic when the search is blank', () => {
    expect(searchTopics(HELP_TOPICS['hotel-chain'], '  ')).toHaveLength(5);
  });

  it('explains the hotel-chain status names exactly as hotelChainStatus maps them', () => {
    const chain = HELP_TOPICS['hotel-chain'][0]!.entries[0]!.answer.flat().join(' ');
    expect(chain).toContain('Accurate shows as MATCHED');
    expect(chain).toContain('Inaccurate and discrepancy show as UNMATCHED');
    expect(chain).toContain('Remove, awaiting review and undefined show as REVIEW');
    expect(chain).toContain('Absent content shows as MISSING');
  });
});
