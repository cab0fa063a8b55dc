import type { AuditCharacteristic } from '@lens/contracts';
import { NOISE_LABELS } from '@lens/domain';
import { useState } from 'react';
import { readableError } from '../../../lib/readable-error.ts';
import { useAuditNoise, useNoiseDecisions } from '../api/noise-api.ts';
import { decidedBy } from './noise-format.ts';
import styles from './noise-control.module.css';

/**
 * Under a characteristic's name: "Accepted variant" or "Ignored until change", who decided and
 * when, and an Undo. A result left out by other means keeps a plain "Ignored".
 */
export function NoiseMark({ row, auditId }: { row: AuditCharacteristic; auditId: number }) {
  const noise = useAuditNoise(auditId);
  const decisions = useNoiseDecisions();
  const [error, setError] = useState<string | null>(null);
  const marks = (noise.data?.marks ?? []).filter(
    (mark) => mark.characteristic === row.characteristicType,
  );
  if (marks.length === 0) {
    return row.ignored ? (
      <span className={styles.marks}>
        <span className={styles.mark} data-kind="IGNORED">
          Ignored
        </span>
      </span>
    ) : null;
  }
  return (
    <span className={styles.marks} data-testid="noise-mark">
      {marks.map((mark) => (
        <span key={mark.kind} className={styles.marks}>
          <span className={styles.mark} data-kind={mark.kind}>
            {NOISE_LABELS[mark.kind]}
          </span>
          <span className={styles.by}>
            {decidedBy(mark.createdBy, mark.createdAt)}
            {mark.allChannels && ', every channel'}
          </span>
          <button
            type="button"
            className={styles.undo}
            disabled={decisions.pending}
            aria-label={`Undo ${NOISE_LABELS[mark.kind].toLowerCase()}: ${row.name}`}
            onClick={() => {
              setError(null);
              decisions
                .undo(mark.kind, mark.id)
                .catch((cause: unknown) =>
                  setError(readableError(cause, 'The decision could not be undone.')),
                );
            }}
          >
            Undo
          </button>
        </span>
      ))}
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
