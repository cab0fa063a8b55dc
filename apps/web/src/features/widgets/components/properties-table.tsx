import type { AccuracyRow } from '@lens/contracts';
import { isPropertyStatusNotice, propertyTypeLabel } from '@lens/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { SearchInput } from '../../../components/form-controls.tsx';
import { exportAccuracyTable, TABLE_EXPORT_CHOICES } from '../../../lib/export-accuracy-table.ts';
import { VirtualTable, type TableColumn } from '../../../components/virtual-table.tsx';
import { formatCount, formatShare } from '../format.ts';
import type { DrillDataset } from '../state/use-drill.ts';
import { useStaleRows } from '../state/stale-filter.ts';
import { accuracyColumn, changeColumn, contentColumn } from './accuracy-columns.tsx';
import { lastAuditedColumn, StaleFilterSelect } from './last-audited.tsx';
import { StatusNotice } from './status-notice.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './widgets.module.css';

function columns(showType: boolean): TableColumn<AccuracyRow>[] {
  return [
    {
      id: 'name',
      header: 'Property',
      sortValue: (row) => row.name,
      cell: (row) => (
        <span className={styles.nameText}>
          <span className={styles.primary}>{row.name}</span>
          <span className={styles.secondary}>
            {[row.code, showType && row.propertyType ? propertyTypeLabel(row.propertyType) : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
    },
    accuracyColumn('property'),
    changeColumn,
    {
      id: 'knockout',
      header: 'Knockout',
      width: 116,
      align: 'end',
      priority: 3,
      firstDirection: 'descending',
      sortValue: (row) => row.knockout,
      cell: (row) => formatShare(row.knockout),
    },
    contentColumn('property', 2),
    lastAuditedColumn,
    {
      id: 'notice',
      header: 'Notice',
      width: 160,
      priority: 1,
      sortValue: (row) => row.status,
      hasValue: (row) => row.status != null && isPropertyStatusNotice(row.status),
      cell: (row) =>
        row.status && isPropertyStatusNotice(row.status) ? (
          <StatusNotice status={row.status} inline />
        ) : null,
    },
  ];
}

/**
 * Every property of the selection, weakest first, searchable by name or code. Virtualised, so a
 * chain of ten thousand scrolls as smoothly as ten; a row opens the property's page.
 */
export function PropertiesTable({
  rows,
  loading,
  failed,
  span,
  showType,
  maxHeight = 520,
  drill,
}: {
  rows: readonly AccuracyRow[] | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  showType: boolean;
  maxHeight?: number;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLowerCase());
  const fresh = useStaleRows(rows);
  const all = useMemo(() => fresh ?? [], [fresh]);
  const shown = useMemo(
    () =>
      term
        ? all.filter(
            (row) =>
              row.name.toLowerCase().includes(term) || row.code?.toLowerCase().includes(term),
          )
        : all,
    [all, term],
  );
  const tableColumns = useMemo(() => columns(showType), [showType]);
  return (
    <WidgetCard
      id="widget-properties"
      title="Properties"
      subtitle={
        loading
          ? 'Loading properties'
          : `${formatCount(shown.length)} of ${formatCount(all.length)} · lowest accuracy first`
      }
      ready={!loading}
      span={span}
      flush
      actions={
        <>
          <StaleFilterSelect />
          <div className={styles.tableTools}>
            <SearchInput
              label="Search properties"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <ExportMenu
            choices={TABLE_EXPORT_CHOICES}
            onExport={(format) => exportAccuracyTable('properties', shown, format)}
            data-testid="properties-export"
          />
        </>
      }
    >
      {failed ? (
        <p className={styles.failed}>The properties could not be loaded.</p>
      ) : (
        <VirtualTable
          caption="Properties by accuracy"
          rows={shown}
          columns={tableColumns}
          rowKey={(row) => row.id}
          initialSort={{ columnId: 'accuracy', direction: 'ascending' }}
          onRowActivate={(row) => drill('property', row.id, row.name)}
          rowHeight={52}
          maxHeight={maxHeight}
          loading={loading}
          emptyTitle={term ? 'No property matches the search' : 'No properties audited'}
          data-testid="properties-table"
        />
      )}
    </WidgetCard>
  );
}
