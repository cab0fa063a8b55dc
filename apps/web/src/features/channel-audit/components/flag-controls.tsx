import { canToggleModified } from '@lens/domain';
import { Flag, Save } from 'lucide-react';
import { PlacedMessages } from '../../../app/frame/placed-messages.tsx';
import { Button } from '../../../components/button.tsx';
import type { FlagWidget } from '../state/flag-items.ts';
import { flagMessagePlace, type Flags } from '../state/use-flags.ts';
import styles from './audit-page.module.css';

/**
 * Flags one matched item for modification, or takes the flag back before it is saved. A saved
 * flag stays pressed and can no longer be changed here. Items that may not be flagged draw
 * nothing.
 */
export function FlagToggle({
  flags,
  itemKey,
  label,
  showLabel = false,
}: {
  flags: Flags;
  itemKey: string;
  /** What is flagged, for the accessible name ("Phone", "Free WiFi"). */
  label: string;
  /** The button reads as the item itself (an amenity chip) rather than "Flag". */
  showLabel?: boolean;
}) {
  const item = flags.byKey(itemKey);
  if (!item || (!item.savedModified && !item.canCreateMatchedNote)) {
    return showLabel ? <span className={styles.flagChip}>{label}</span> : null;
  }
  const enabled = canToggleModified(item);
  const text = showLabel ? label : item.modified ? 'Flagged' : 'Flag';
  return (
    <button
      type="button"
      className={showLabel ? `${styles.flagButton} ${styles.flagChip}` : styles.flagButton}
      aria-pressed={item.modified}
      aria-label={
        item.savedModified ? `${label}: flagged for modification` : `Flag ${label} for modification`
      }
      title={item.savedModified ? 'Flag saved' : 'Flag this matched item for modification'}
      data-saved={item.savedModified}
      data-testid="flag-toggle"
      disabled={!enabled}
      onClick={() => flags.toggle(itemKey)}
    >
      <Flag size={13} aria-hidden fill={item.modified ? 'currentColor' : 'none'} />
      {text}
    </button>
  );
}

/** A widget's Save changes: enabled while the widget has modified items not yet saved. */
export function SaveChanges({ flags, widget }: { flags: Flags; widget: FlagWidget }) {
  const unsaved = flags
    .itemsOf(widget)
    .filter((item) => item.modified && !item.savedModified).length;
  const flaggable = flags
    .itemsOf(widget)
    .some((item) => item.canCreateMatchedNote || item.savedModified);
  if (!flaggable) return null;
  return (
    <span className={styles.saveBar}>
      {unsaved > 0 && (
        <span className={styles.saveCount} aria-live="polite">
          {unsaved} to save
        </span>
      )}
      <Button
        size="small"
        variant={flags.canSave(widget) ? 'primary' : 'secondary'}
        disabled={!flags.canSave(widget)}
        onClick={() => void flags.save(widget)}
        data-testid={`save-${widget}`}
      >
        <Save size={14} aria-hidden />
        {flags.saving(widget) ? 'Saving…' : 'Save changes'}
      </Button>
    </span>
  );
}

/** The messages of a widget's last save (processing, processed, failed), above its table. */
export function FlagMessages({ widget }: { widget: FlagWidget }) {
  return <PlacedMessages place={flagMessagePlace(widget)} />;
}
