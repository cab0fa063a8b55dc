import {
  FLAG_SAVE_FAILED_MESSAGE,
  hasUnsavedModifications,
  markModificationsSaved,
  matchedNotesToSave,
  toggleModified,
} from '@lens/domain';
import { useCallback, useMemo, useState } from 'react';
import { useLogStore } from '../../../lib/log-store.ts';
import { FLAG_PROCESSING_ID } from '../../../lib/use-live-updates.ts';
import { saveMatchedNotes } from '../api/matched-notes.ts';
import type { FlagItem, FlagWidget } from './flag-items.ts';

export const PROCESSING_MESSAGE =
  'Your request to flag Matched items for modification is being processed.';

/** Where a widget's flag messages are shown: above its own table. */
export const flagMessagePlace = (widget: FlagWidget) => `flags:${widget}`;

/** A waiting id the server echoes on the processed topic; a UUID where the browser has one. */
function newUid(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface Flags {
  items: FlagItem[];
  itemsOf(widget: FlagWidget): FlagItem[];
  byKey(key: string): FlagItem | undefined;
  toggle(key: string): void;
  canSave(widget: FlagWidget): boolean;
  saving(widget: FlagWidget): boolean;
  save(widget: FlagWidget): Promise<void>;
}

/**
 * The flag-for-modification state of one audit (docs/product-rules.md, "Flagging for modification"). Saving a widget
 * sends only its modified, unsaved items, marks them saved, registers the waiting id and shows the
 * processing message above the widget's table, where it stays until the processed message comes
 * over the socket (`useLiveUpdates`, once the last waiting id is back) or the user dismisses it;
 * a failure shows 'Something went wrong' there instead and lets the items be saved again.
 */
export function useFlags(initial: FlagItem[], propertyId: number, auditId: number): Flags {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<FlagWidget[]>([]);

  const toggle = useCallback(
    (key: string) =>
      setItems((current) =>
        current.map((item) => (item.key === key ? toggleModified(item) : item)),
      ),
    [],
  );

  const save = useCallback(
    async (widget: FlagWidget) => {
      const mine = items.filter((item) => item.widgetName === widget);
      const notes = matchedNotesToSave(mine);
      if (notes.length === 0) return;
      const sent = new Set(mine.filter((i) => i.modified && !i.savedModified).map((i) => i.key));
      const saved = new Map(markModificationsSaved(mine).map((item) => [item.key, item]));
      setItems((current) => current.map((item) => saved.get(item.key) ?? item));
      setPending((current) => [...current, widget]);
      const uid = newUid();
      const log = useLogStore.getState();
      log.waitFor(uid);
      const place = flagMessagePlace(widget);
      log.showMessage({ id: FLAG_PROCESSING_ID, text: PROCESSING_MESSAGE, place });
      try {
        await saveMatchedNotes({ propertyId, auditId, uid }, notes);
        // Accepted is not processed: the message stays until the processed one replaces it
        // (`useLiveUpdates`) or the user dismisses it.
      } catch {
        const after = useLogStore.getState();
        after.received(uid);
        after.dismissMessage(FLAG_PROCESSING_ID);
        after.showMessage({
          id: 'flag-failed',
          text: FLAG_SAVE_FAILED_MESSAGE,
          tone: 'error',
          place,
        });
        // Nothing was recorded, so the items are unsaved again and may be retried.
        setItems((current) =>
          current.map((item) => (sent.has(item.key) ? { ...item, savedModified: false } : item)),
        );
      } finally {
        setPending((current) => current.filter((name) => name !== widget));
      }
    },
    [items, propertyId, auditId],
  );

  return useMemo(() => {
    const index = new Map(items.map((item) => [item.key, item]));
    return {
      items,
      itemsOf: (widget) => items.filter((item) => item.widgetName === widget),
      byKey: (key) => index.get(key),
      toggle,
      canSave: (widget) => !pending.includes(widget) && hasUnsavedModifications(items, widget),
      saving: (widget) => pending.includes(widget),
      save,
    };
  }, [items, pending, toggle, save]);
}
