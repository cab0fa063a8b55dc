import { describe, expect, it } from 'vitest';
import { evidenceOf } from './audit-widgets.ts';

describe('evidenceOf', () => {
  it('says what decided, from the stored details', () => {
    expect(
      evidenceOf('NAME', {
        rule: 'name-token-added',
        threshold: null,
        sourceNormalized: 'harbour view',
        channelNormalized: 'harbour view north',
        details: { onlyInSource: [], onlyInChannel: ['north'], reordered: false },
      })?.decidedBy,
    ).toEqual(["Only in the channel's name: north"]);
  });

  it('says who accepted a variant, then what the engine had found', () => {
    const evidence = evidenceOf('NAME', {
      rule: 'accepted-variant',
      sourceNormalized: 'harbour view',
      channelNormalized: 'harbour view north',
      details: {
        onlyInSource: [],
        onlyInChannel: ['north'],
        acceptedVariant: {
          id: 7,
          by: 'manager@demo.local',
          at: '2026-11-02T10:00:00Z',
          allChannels: false,
          engine: { status: 'DISCREPANCY', rule: 'name-token-added' },
        },
      },
    });
    expect(evidence?.decidedBy).toEqual([
      'Accepted as a variant by manager@demo.local on this channel; the engine found DISCREPANCY',
      "Only in the channel's name: north",
    ]);
  });
});
