import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import styles from './description-widget.module.css';

export const COPIED = 'Text copied';
export const NOT_COPIED = 'Text not copied';

type Outcome = typeof COPIED | typeof NOT_COPIED;

/** The clipboard API where the page may use it, else the selection-based copy of older browsers. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a description; says 'Text copied' or 'Text not copied' (SPEC.md section 2) for a while. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <span className={styles.copy}>
      <span className={styles.copyOutcome} role="status" data-outcome={outcome ?? undefined}>
        {outcome && (
          <>
            {outcome === COPIED ? <Check size={13} aria-hidden /> : <X size={13} aria-hidden />}
            {outcome}
          </>
        )}
      </span>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Copy ${label}`}
        onClick={async () => setOutcome((await writeClipboard(text)) ? COPIED : NOT_COPIED)}
      >
        <Copy size={14} aria-hidden />
        Copy
      </Button>
    </span>
  );
}
