import type { AuditDetails } from '@lens/contracts';
import {
  auditAgeDays,
  auditAgeLabel,
  displayCharacteristics,
  isAutomatedAudit,
  type FilterSelection,
  formatDay,
} from '@lens/domain';
import { useState } from 'react';
import { currentDate } from '../../../lib/current-date.ts';
import type { Flags } from '../state/use-flags.ts';
import { AuditWidget } from './audit-widget.tsx';
import { CharacteristicRow } from './characteristic-row.tsx';
import { FlagMessages, SaveChanges } from './flag-controls.tsx';
import type { ResultControls } from './result-controls.ts';
import { ScoredWith } from './scored-with.tsx';
import { useBenchmark } from './use-benchmark.ts';
import styles from './general-widget.module.css';
import page from './audit-page.module.css';

/**
 * Every audited characteristic of the listing in priority order: its status (in the hotel-chain
 * vocabulary in that mode), the source and channel values, and on demand the evidence the engine
 * kept. Matched characteristics can be flagged for modification.
 */
export function GeneralWidget({
  details,
  hotelChainMode,
  flags,
  selection,
  resultControls,
}: {
  details: AuditDetails;
  hotelChainMode: boolean;
  flags: Flags;
  selection: FilterSelection;
  resultControls?: ResultControls;
}) {
  const rows = displayCharacteristics(
    details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos,
    {
      hotelChainMode,
      channelName: details.siteName,
    },
  );
  const [open, setOpen] = useState<string | null>(null);
  const opened = rows.find((row) => row.characteristicType === open);
  const benchmark = useBenchmark(selection, details.propertyId, opened, hotelChainMode);
  const age = auditAgeLabel(auditAgeDays(details.auditDate, currentDate()));
  const sourceLabel = hotelChainMode ? 'PIM' : 'Source';

  return (
    <AuditWidget
      id="audit-general"
      title="Characteristics"
      subtitle={
        <span className={page.meta}>
          <span data-testid="audit-age">
            Audited {formatDay(details.auditDate)}, {age}
          </span>
          <span className={page.dot}>
            {isAutomatedAudit(details.projectType) ? 'Automated' : 'Manual'} audit
          </span>
          <ScoredWith
            engineVersion={details.engineVersion}
            scoredAt={details.scoredAt}
            className={page.dot}
          />
        </span>
      }
      actions={<SaveChanges flags={flags} widget="general" />}
      notice={<FlagMessages widget="general" />}
      flush
    >
      {rows.length === 0 ? (
        <p className={page.failed}>No characteristic of this listing was scored.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">
            Characteristics audited on {details.siteName}, by priority
          </caption>
          <thead>
            <tr>
              <th scope="col">Characteristic</th>
              <th scope="col">Status</th>
              <th scope="col">{sourceLabel}</th>
              <th scope="col">Channel</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <CharacteristicRow
                key={row.characteristicType}
                row={row}
                details={details}
                hotelChainMode={hotelChainMode}
                flags={flags}
                resultControls={resultControls}
                expanded={open === row.characteristicType}
                onToggle={() =>
                  setOpen(open === row.characteristicType ? null : row.characteristicType)
                }
                benchmark={benchmark}
              />
            ))}
          </tbody>
        </table>
      )}
    </AuditWidget>
  );
}
