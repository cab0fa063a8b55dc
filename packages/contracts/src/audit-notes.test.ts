import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditNotesResponseSchema, type AuditNotesResponse } from './audit-notes.ts';

const notes: AuditNotesResponse = {
  characteristics: [
    {
      characteristicType: 'PHONE',
      name: 'Phone',
      notes: [
        {
          id: 71,
          options: [
            { id: 1, instruction: { source: 'Google', content: 'Suggest an edit in Maps' } },
            {
              id: 2,
              type: 'IMPOSSIBLE_TO_ADD',
              instruction: { source: 'Google', content: 'The channel has no phone field' },
            },
          ],
          selectedOptionId: 1,
          comment: 'Requested on 20 Nov',
        },
      ],
    },
  ],
};

describe('audit notes', () => {
  it('parses and serialises the notes of an audit', () => {
    expect(auditNotesResponseSchema.parse(notes)).toEqual(notes);
    expect(z.encode(auditNotesResponseSchema, notes)).toEqual(notes);
  });

  it('names the offending field', () => {
    const bad = JSON.parse(JSON.stringify(notes)) as AuditNotesResponse;
    Object.assign(bad.characteristics[0]!.notes[0]!.options[0]!.instruction, { source: 7 });
    expect(auditNotesResponseSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'characteristics',
      0,
      'notes',
      0,
      'options',
      0,
      'instruction',
      'source',
    ]);
  });
});
