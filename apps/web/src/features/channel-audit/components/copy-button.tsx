import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { writeClipboard } from '../../../lib/clipboard.ts';
import styles from './description-widget.module.css';

export const COPIED = 'Text copied';
export const NOT_COPIED = 'Text not copied';

type Outcome = typeof COPIED | typeof NOT_COPIED;

/** Copies a description; says 'Text copied' or 'Text not copied' for a while. */
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
