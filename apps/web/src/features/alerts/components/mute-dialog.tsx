import type { Alert } from '@lens/contracts';
import { alertHeadline } from '@lens/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';

const DURATIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'forever', label: 'Until unmuted' },
];

/** Chooses how long the alert's property, characteristic and channel stay silent. */
export function MuteDialog({
  alert,
  busy,
  onClose,
  onMute,
}: {
  alert: Alert | null;
  busy: boolean;
  onClose(): void;
  onMute(days: number | null): void;
}) {
  const [duration, setDuration] = useState('30');
  const what =
    alert?.kind === 'SCORE_DROP'
      ? `score drops of ${alert.propertyName}`
      : `this characteristic of ${alert?.propertyName ?? ''} on ${alert?.siteName ?? 'this channel'}`;
  return (
    <Modal
      open={alert !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Mute alerts"
      description={
        alert ? `${alertHeadline(alert)}. No new alerts for ${what} while muted.` : undefined
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => onMute(duration === 'forever' ? null : Number(duration))}
          >
            Mute
          </Button>
        </>
      }
    >
      <SelectField label="For" value={duration} onChange={(e) => setDuration(e.target.value)}>
        {DURATIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </Modal>
  );
}
