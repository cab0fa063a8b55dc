import { describe, expect, it } from 'vitest';
import {
  canToggleModified,
  FLAGGED_STATUS,
  isFlaggableStatus,
  hasUnsavedModifications,
  markModificationsSaved,
  matchedNotesToSave,
  removeWaitingId,
  toggleModified,
  type ModifiableItem,
} from './modify-flag.ts';

const item = (overrides: Partial<ModifiableItem> = {}): ModifiableItem => ({
  characteristic: { charType: 'DESCRIPTION', charValue: 'A seaside hotel' },
  widgetName: 'description',
  modified: false,
  savedModified: false,
  canCreateMatchedNote: true,
  ...overrides,
});

describe('toggleModified: "A matched item can be toggled to modified unless already saved, and only if it allows creating a matched note."', () => {
  it('toggles an unsaved item that allows a matched note, both ways', () => {
    expect(toggleModified(item()).modified).toBe(true);
    expect(toggleModified(item({ modified: true })).modified).toBe(false);
  });

  it('does not toggle an item already saved', () => {
    const saved = item({ modified: true, savedModified: true });
    expect(canToggleModified(saved)).toBe(false);
    expect(toggleModified(saved)).toBe(saved);
  });

  it('does not toggle an item that cannot create a matched note', () => {
    expect(toggleModified(item({ canCreateMatchedNote: false })).modified).toBe(false);
  });
});

describe('hasUnsavedModifications: "Unsaved modified items for a widget enable Save changes."', () => {
  it('is true only for the widget holding a modified, unsaved item', () => {
    const items = [item({ modified: true }), item({ widgetName: 'general' })];
    expect(hasUnsavedModifications(items, 'description')).toBe(true);
    expect(hasUnsavedModifications(items, 'general')).toBe(false);
    expect(
      hasUnsavedModifications([item({ modified: true, savedModified: true })], 'description'),
    ).toBe(false);
  });
});

describe('saving: "Saving sends only items that are modified and not yet saved, then marks them saved"', () => {
  const items = [
    item({ modified: true, characteristic: { charType: 'NAME', charValue: 'Hilton' } }),
    item({ modified: false }),
    item({ modified: true, savedModified: true }),
    item({
      modified: true,
      characteristic: { charType: 'BRAND', charValue: 'HP', additionalData: { code: 'HP' } },
    }),
  ];

  it('sends only the modified, unsaved items', () => {
    expect(matchedNotesToSave(items)).toEqual([
      { charType: 'NAME', charValue: 'Hilton' },
      { charType: 'BRAND', charValue: 'HP', additionalData: { code: 'HP' } },
    ]);
  });

  it('marks them saved, after which nothing is left to send', () => {
    const saved = markModificationsSaved(items);
    expect(saved.map((i) => i.savedModified)).toEqual([true, false, true, true]);
    expect(matchedNotesToSave(saved)).toEqual([]);
  });
});

describe('removeWaitingId: "When the waiting id is removed (socket message) and none remain, a message says the request was processed"', () => {
  it('announces when the last waiting id is removed', () => {
    expect(removeWaitingId(['a'], 'a')).toEqual({ waiting: [], allProcessed: true });
  });

  it('stays quiet while others remain', () => {
    expect(removeWaitingId(['a', 'b'], 'a')).toEqual({ waiting: ['b'], allProcessed: false });
  });

  it('stays quiet for an id it was not waiting for', () => {
    expect(removeWaitingId([], 'x')).toEqual({ waiting: [], allProcessed: false });
    expect(removeWaitingId(['a'], 'x')).toEqual({ waiting: ['a'], allProcessed: false });
  });
});

describe('isFlaggableStatus: only matched results may be flagged', () => {
  it('allows the green statuses not yet flagged', () => {
    expect(isFlaggableStatus('ACCURATE')).toBe(true);
    expect(isFlaggableStatus('PRESENT')).toBe(true);
    expect(isFlaggableStatus('MATCHED')).toBe(true);
  });

  it('refuses flagged, wrong, review and unknown statuses', () => {
    expect(isFlaggableStatus(FLAGGED_STATUS)).toBe(false);
    expect(isFlaggableStatus('INACCURATE')).toBe(false);
    expect(isFlaggableStatus('AWAITING REVIEW')).toBe(false);
    expect(isFlaggableStatus('RATES RETURNED')).toBe(false);
    expect(isFlaggableStatus('SOMETHING ELSE')).toBe(false);
  });
});
