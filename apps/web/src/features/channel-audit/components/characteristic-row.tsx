import type { AuditCharacteristic, AuditDetails } from '@lens/contracts';
import { characteristicValueLabels } from '@lens/domain';
import { ChevronDown } from 'lucide-react';
import { StatusPill } from '../../../components/status-pill.tsx';
import { flagKey } from '../state/flag-items.ts';
import type { Flags } from '../state/use-flags.ts';
import { EvidenceDetails, type Benchmark } from './evidence-details.tsx';
import { FlagToggle } from './flag-controls.tsx';
import type { ResultControls } from './result-controls.ts';
import styles from './general-widget.module.css';

function Value({ text, absent }: { text: string | null; absent: string }) {
  return text ? (
    <span className={styles.value} title={text.length > 120 ? text : undefined}>
      {text}
    </span>
  ) : (
    <span className={styles.none}>{absent}</span>
  );
}

/** One characteristic's row: status, both values, its flag and actions, and its evidence when open. */
export function CharacteristicRow({
  row,
  details,
  hotelChainMode,
  flags,
  resultControls,
  expanded,
  onToggle,
  benchmark,
}: {
  row: AuditCharacteristic;
  details: AuditDetails;
  hotelChainMode: boolean;
  flags: Flags;
  resultControls?: ResultControls;
  expanded: boolean;
  onToggle(): void;
  benchmark: Benchmark | undefined;
}) {
  const sourceLabel = hotelChainMode ? 'PIM' : 'Source';
  const values = characteristicValueLabels(
    row.characteristicType,
    row.sourceValue,
    row.channelValue,
    row.additionalData,
  );
  const evidenceId = `evidence-${row.characteristicType}`;
  const key = flagKey('general', row.characteristicType, row.channelValue ?? row.sourceValue ?? '');
  return (
    <>
      <tr
        className={styles.row}
        data-characteristic={row.characteristicType}
        data-expanded={expanded}
        data-testid="characteristic-row"
      >
        <th scope="row" className={styles.name}>
          {row.name}
          {resultControls
            ? resultControls.mark(row, details)
            : row.ignored && <span className={styles.ignored}>Ignored</span>}
        </th>
        <td className={styles.status}>
          <StatusPill status={row.status} hotelChainMode={hotelChainMode} />
        </td>
        <td data-label={sourceLabel} data-side="source">
          <Value
            text={values.source}
            absent={hotelChainMode ? 'Not in the PIM' : 'Not in the source'}
          />
        </td>
        <td data-label="Channel" data-side="channel">
          <Value text={values.channel} absent="Not shown" />
        </td>
        <td className={styles.actions}>
          <div className={styles.actionsInner}>
            <FlagToggle flags={flags} itemKey={key} label={row.name} />
            {resultControls?.actions(row, details)}
            <button
              type="button"
              className={styles.why}
              aria-expanded={expanded}
              aria-controls={evidenceId}
              aria-label={`Why: ${row.name}`}
              onClick={onToggle}
            >
              Why
              <ChevronDown size={14} aria-hidden />
            </button>
          </div>
        </td>
      </tr>
      {expanded && (
        <tr className={styles.evidenceRow} id={evidenceId}>
          <td colSpan={5}>
            <EvidenceDetails row={row} benchmark={benchmark} />
          </td>
        </tr>
      )}
    </>
  );
}
