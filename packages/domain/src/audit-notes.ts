import { sortByNotePriority } from './note-priority.ts';

/** Options marked IMPOSSIBLE_TO_ADD are removed from notes (docs/product-rules.md, "Audit details"). */
export const IMPOSSIBLE_TO_ADD = 'IMPOSSIBLE_TO_ADD';

/**
 * One possible fix for a note: what to do on which source. `type` marks special options; an
 * option whose type is IMPOSSIBLE_TO_ADD says the value cannot be added on that channel.
 */
export type NoteOption = {
  id: number;
  instruction: { source: string; content: string };
  type?: string | null;
};

export type Note = {
  options: NoteOption[];
  selectedOptionId: number | null;
  comment: string | null;
};

/** The notes of one audit result: the result's name and its notes. */
export type AuditResultNotes = { name: string; notes: Note[] };

function isImpossible(option: NoteOption): boolean {
  return option.type === IMPOSSIBLE_TO_ADD;
}

/**
 * Hides a note whose selected option is IMPOSSIBLE_TO_ADD (nothing can be done about it), and
 * removes such options from the others so they cannot be chosen. The check uses the options as
 * received, before any are removed.
 */
export function visibleNotes<N extends Note>(notes: readonly N[]): N[] {
  return notes
    .filter((note) => {
      const selected = note.options.find((option) => option.id === note.selectedOptionId);
      return !(selected && isImpossible(selected));
    })
    .map((note) => ({ ...note, options: note.options.filter((o) => !isImpossible(o)) }));
}

/**
 * The audit result notes as shown: prioritised names first, IMPOSSIBLE_TO_ADD filtered out. A name
 * whose notes are all hidden stays, as the rule hides notes, not names.
 */
export function displayAuditNotes<R extends AuditResultNotes>(results: readonly R[]): R[] {
  return sortByNotePriority(results).map((result) => ({
    ...result,
    notes: visibleNotes(result.notes),
  }));
}
