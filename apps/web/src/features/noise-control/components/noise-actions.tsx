import type { AuditCharacteristic } from '@lens/contracts';
import { canAcceptVariant, canIgnoreResult } from '@lens/domain';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { Popover } from '../../../components/popover.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { useNoiseDecisions } from '../api/noise-api.ts';
import styles from './noise-control.module.css';

interface Choice {
  label: string;
  hint: string;
  run(): Promise<unknown>;
}

/**
 * The noise-control menu of one characteristic: accept the channel's formatting as a variant (on
 * this channel or all of them) or ignore the result until either value changes. Results with
 * nothing to decide draw nothing.
 */
export function NoiseActions({
  row,
  auditId,
  siteName,
}: {
  row: AuditCharacteristic;
  auditId: number;
  siteName: string;
}) {
  const decisions = useNoiseDecisions();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices: Choice[] = [];
  if (canAcceptVariant(row)) {
    choices.push(
      {
        label: `Accept this variant on ${siteName}`,
        hint: `${siteName}'s formatting is fine: this pair of values scores accurate from now on.`,
        run: () => decisions.accept(auditId, row.characteristicType, false),
      },
      {
        label: 'Accept this variant on every channel',
        hint: 'The same pair of values scores accurate wherever it appears.',
        run: () => decisions.accept(auditId, row.characteristicType, true),
      },
    );
  }
  if (canIgnoreResult(row)) {
    choices.push({
      label: 'Ignore until either value changes',
      hint: 'Left out of the scores while both values stay as they are.',
      run: () => decisions.ignore(auditId, row.characteristicType),
    });
  }
  if (choices.length === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      align="end"
      label={`Noise control: ${row.name}`}
      trigger={
        <button
          type="button"
          className={styles.more}
          aria-label={`More actions: ${row.name}`}
          data-testid="noise-actions"
        >
          <Ellipsis size={16} aria-hidden />
        </button>
      }
    >
      <div className={styles.menu}>
        <p className={styles.menuTitle}>{row.name}</p>
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className={styles.item}
            disabled={decisions.pending}
            onClick={() => {
              setError(null);
              choice
                .run()
                .then(() => setOpen(false))
                .catch((cause: unknown) =>
                  setError(readableError(cause, 'The decision could not be saved.')),
                );
            }}
          >
            <span className={styles.itemLabel}>{choice.label}</span>
            <span className={styles.itemHint}>{choice.hint}</span>
          </button>
        ))}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Popover>
  );
}
