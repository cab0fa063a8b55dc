import type { CharacteristicAdditionalData } from './characteristic-values.ts';
import { statusColor } from './status-colors.ts';

/** Messages for flagging matched items for modification (docs/product-rules.md, "Flagging for modification"). */
export const FLAG_SAVE_FAILED_MESSAGE = 'Something went wrong';
export const FLAG_PROCESSED_MESSAGES = [
  'Your request to flag Matched items for modification has been processed.',
  'Please refresh your Dashboard page to see the updated data.',
] as const;

/** One entry of the POST /dashboard/matchedNotes body: "list of charType, charValue, optional additionalData". */
export type MatchedNote = {
  charType: string;
  charValue: string;
  additionalData?: CharacteristicAdditionalData;
};

/** A characteristic flagged (or not) for modification, with the item's permission to create a matched note. */
export type ModifiableItem = {
  characteristic: MatchedNote;
  widgetName: string;
  modified: boolean;
  savedModified: boolean;
  canCreateMatchedNote: boolean;
};

/** The status a matched result takes once its flag for modification has been processed. */
export const FLAGGED_STATUS = 'MATCHED (MODIFY)';

/**
 * Whether a result with this status is a matched item that may be flagged for modification: a
 * green (matched) status not already flagged. Items that carry their own permission
 * (`canCreateMatchedNote` from the server) use that instead.
 */
export function isFlaggableStatus(status: string): boolean {
  return status !== FLAGGED_STATUS && statusColor(status) === 'green';
}

/** "A matched item can be toggled to modified unless already saved, and only if it allows creating a matched note." */
export function canToggleModified(item: ModifiableItem): boolean {
  return item.canCreateMatchedNote && !item.savedModified;
}

export function toggleModified<T extends ModifiableItem>(item: T): T {
  return canToggleModified(item) ? { ...item, modified: !item.modified } : item;
}

function isUnsaved(item: ModifiableItem): boolean {
  return item.modified && !item.savedModified;
}

/** "Unsaved modified items for a widget enable Save changes." */
export function hasUnsavedModifications(
  items: readonly ModifiableItem[],
  widgetName: string,
): boolean {
  return items.some((item) => item.widgetName === widgetName && isUnsaved(item));
}

/** "Saving sends only items that are modified and not yet saved." */
export function matchedNotesToSave(items: readonly ModifiableItem[]): MatchedNote[] {
  return items.filter(isUnsaved).map((item) => item.characteristic);
}

/** "... then marks them saved." */
export function markModificationsSaved<T extends ModifiableItem>(items: readonly T[]): T[] {
  return items.map((item) => (isUnsaved(item) ? { ...item, savedModified: true } : item));
}

export type WaitingIdRemoval = { waiting: string[]; allProcessed: boolean };

/**
 * "When the waiting id is removed (socket message) and none remain, a message says the request was
 * processed." An id this client was not waiting for (another user's request) announces nothing.
 */
export function removeWaitingId(waiting: readonly string[], uid: string): WaitingIdRemoval {
  const remaining = waiting.filter((id) => id !== uid);
  return {
    waiting: remaining,
    allProcessed: remaining.length < waiting.length && remaining.length === 0,
  };
}
