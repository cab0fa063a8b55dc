import type { AuditCharacteristic, AuditDetails } from '@lens/contracts';
import {
  auditAgeDays,
  auditAgeLabel,
  characteristicId,
  characteristicValueLabels,
  displayCharacteristics,
  isAutomatedAudit,
  type FilterSelection,
  formatDay,
} from '@lens/domain';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { StatusPill } from '../../../components/status-pill.tsx';
import { useFilterOptions } from '../../../api/filter-options.ts';
import { currentDate } from '../../../lib/current-date.ts';
import { useCharacteristicBenchmark } from '../api/audit-queries.ts';
import { flagKey } from '../state/flag-items.ts';
import type { Flags } from '../state/use-flags.ts';
import { AuditWidget } from './audit-widget.tsx';
import { EvidenceDetails, type Benchmark } from './evidence-details.tsx';
import { FlagToggle, FlagMessages, SaveChanges } from './flag-controls.tsx';

import type { ResultControls } from './result-controls.ts';
import { ScoredWith } from './scored-with.tsx';
import styles from './general-widget.module.css';
import page from './audit-page.module.css';

function Value({ text, absent }: { text: string | null; absent: string }) {
  return text ? (
    <span className={styles.value} title={text.length > 120 ? text : undefined}>
      {text}
    </span>
  ) : (
    <span className={styles.none}>{absent}</span>
  );
}

function useBenchmark(
  selection: FilterSelection,
  propertyId: number,
  row: AuditCharacteristic | undefined,
  hotelChainMode: boolean,
): Benchmark | undefined {
  const brands = useFilterOptions('brand', { enabled: hotelChainMode });
  const brand = brands.data?.availableValues[0];
  const brandId = typeof brand?.id === 'number' ? brand.id : null;
  const id = hotelChainMode && row ? characteristicId(row.characteristicType) : null;
  const { property, brand: brandRows } = useCharacteristicBenchmark(
    selection,
    propertyId,
    brandId,
    id,
  );
  if (id === null) return undefined;
  return {
    property: property.data?.availableFilters.find((r) => r.id === propertyId)?.accuracy,
    brand: brand
      ? {
          name: brand.name,
          accuracy: brandRows.data?.availableFilters.find((r) => r.id === brandId)?.accuracy,
        }
      : null,
    loading: property.isPending || (brandId !== null && brandRows.isPending),
  };
}

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
            {rows.map((row) => {
              const values = characteristicValueLabels(
                row.characteristicType,
                row.sourceValue,
                row.channelValue,
                row.additionalData,
              );
              const expanded = open === row.characteristicType;
              const evidenceId = `evidence-${row.characteristicType}`;
              const key = flagKey(
                'general',
                row.characteristicType,
                row.channelValue ?? row.sourceValue ?? '',
              );
              return (
                <Fragment key={row.characteristicType}>
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
                          onClick={() => setOpen(expanded ? null : row.characteristicType)}
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
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </AuditWidget>
  );
}
