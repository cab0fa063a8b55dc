import { describe, expect, it } from 'vitest';
import { displayAuditNotes, visibleNotes, type Note, type NoteOption } from './audit-notes.ts';

const addOnGoogle: NoteOption = {
  id: 1,
  instruction: { source: 'Google', content: 'Add the phone number in Business Profile' },
};
const impossible: NoteOption = {
  id: 2,
  instruction: { source: 'Google', content: 'The channel has no field for this' },
  type: 'IMPOSSIBLE_TO_ADD',
};
const fixInPim: NoteOption = {
  id: 3,
  instruction: { source: 'PIM', content: 'Correct the phone in the PIM' },
  type: null,
};

const note = (selectedOptionId: number | null, comment: string | null = null): Note => ({
  options: [addOnGoogle, impossible, fixInPim],
  selectedOptionId,
  comment,
});

describe('visibleNotes: "Options marked IMPOSSIBLE_TO_ADD are removed from notes, and notes with that selected option are hidden."', () => {
  it('removes IMPOSSIBLE_TO_ADD options from the notes', () => {
    expect(visibleNotes([note(1)])).toEqual([
      { options: [addOnGoogle, fixInPim], selectedOptionId: 1, comment: null },
    ]);
    expect(visibleNotes([note(null)])[0]?.options).toEqual([addOnGoogle, fixInPim]);
  });

  it('hides notes whose selected option is IMPOSSIBLE_TO_ADD', () => {
    expect(visibleNotes([note(2, 'Not possible'), note(3)])).toEqual([
      { options: [addOnGoogle, fixInPim], selectedOptionId: 3, comment: null },
    ]);
  });

  it('keeps a note whose selected id matches no option', () => {
    expect(visibleNotes([note(99)])).toHaveLength(1);
  });

  it('leaves the given notes unchanged', () => {
    const notes = [note(1)];
    visibleNotes(notes);
    expect(notes[0]?.options).toHaveLength(3);
  });
});

describe('displayAuditNotes', () => {
  it("sorts prioritised names first and filters each one's notes", () => {
    const shown = displayAuditNotes([
      { name: 'Photos', notes: [note(1)] },
      { name: 'Phone', notes: [note(2)] },
      { name: 'Name', notes: [note(3)] },
    ]);
    expect(shown.map((r) => [r.name, r.notes.length])).toEqual([
      ['Name', 1],
      ['Phone', 0],
      ['Photos', 1],
    ]);
  });
});
