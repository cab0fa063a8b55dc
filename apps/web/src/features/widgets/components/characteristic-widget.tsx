import type { AccuracyRow } from '@lens/contracts';
import { isCharacteristicShown, scoreChange, shortNameAsName } from '@lens/domain';
import { sortRows } from '../../../components/virtual-table.tsx';

import type { DrillDataset } from '../state/use-drill.ts';
import { BarList } from './bar-list.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import common from './widgets.module.css';

/** Accuracy per characteristic, weakest first, since that is where the fixing starts. */
export function CharacteristicWidget({
  rows,
  loading,
  failed,
  span,
  hotelChainMode,
  drill,
}: {
  rows: readonly AccuracyRow[] | undefined;
  hotelChainMode: boolean;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const characteristics = (rows ?? []).map((row) => ({
    ...row,
    characteristicType: row.code ?? '',
    accuracy: row.accuracy ?? null,
  }));
  const scored = sortRows(
    shortNameAsName(
      characteristics.filter((row) =>
        isCharacteristicShown(row, { hotelChainMode, channelName: null }),
      ),
    ),
    (row) => row.accuracy,
    'ascending',
  );
  return (
    <WidgetCard
      id="widget-characteristics"
      title="Accuracy by characteristic"
      subtitle="Weakest first · select one to filter by it"
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The characteristics could not be loaded.</p>
      ) : (
        <BarList
          label="Accuracy by characteristic"
          loading={loading}
          rows={8}
          items={scored.map((row) => ({
            id: row.id,
            label: row.name,
            value: row.accuracy,
            delta: scoreChange(row.accuracy, row.previousMonthAccuracy),
            onActivate: () => drill('characteristic', row.id, row.name),
            explain: {
              of: 'characteristic',
              id: String(row.id),
              label: `Accuracy of ${row.name}`,
            },
          }))}
        />
      )}
    </WidgetCard>
  );
}
