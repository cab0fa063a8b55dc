import { describe, expect, it } from 'vitest';
import { notePriorityRank, sortByNotePriority } from './note-priority.ts';

const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('sortByNotePriority: "Prioritised note names come first in this order: name, short name, address, phone, website, fax, email, star rating, brand."', () => {
  it('puts the prioritised names first, in that order', () => {
    const items = [
      'Brand',
      'Star rating',
      'Email',
      'Fax',
      'Website',
      'Phone',
      'Address',
      'Short name',
      'Name',
    ].map((name) => ({ name }));
    expect(names(sortByNotePriority(items))).toEqual([
      'Name',
      'Short name',
      'Address',
      'Phone',
      'Website',
      'Fax',
      'Email',
      'Star rating',
      'Brand',
    ]);
  });

  it('keeps other names after them in their given order', () => {
    const items = ['Photos', 'Phone', 'Amenities', 'Name', 'Description'].map((name) => ({ name }));
    expect(names(sortByNotePriority(items))).toEqual([
      'Name',
      'Phone',
      'Photos',
      'Amenities',
      'Description',
    ]);
  });

  it('compares names case-insensitively, and reads characteristic types as names', () => {
    expect(notePriorityRank('NAME')).toBe(0);
    expect(notePriorityRank('short NAME')).toBe(1);
    expect(notePriorityRank('STAR_RATING')).toBe(7);
    expect(notePriorityRank(' brand ')).toBe(8);
    expect(notePriorityRank('Photos')).toBe(9);
    expect(notePriorityRank('Names')).toBe(9);
  });

  it('leaves the given list unchanged', () => {
    const items = [{ name: 'Phone' }, { name: 'Name' }];
    sortByNotePriority(items);
    expect(names(items)).toEqual(['Phone', 'Name']);
  });
});
